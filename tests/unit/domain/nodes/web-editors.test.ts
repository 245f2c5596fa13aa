import { describe, expect, it } from 'vitest';
import { PROPERTY_GRID_WEB_EDITOR, UNKNOWN_WEB_EDITOR, flagIsSet, panelLayoutOf, safeHyperlink, webEditorKind, withFlag } from '../../../../src/domain/nodes/web-editors';

describe('web editors', () => {
  it('knows the kinds of node-model §4 and calls anything else unknown', () => {
    expect(webEditorKind(undefined)).toBeNull();
    expect(webEditorKind('')).toBeNull();
    for (const name of ['enumFlags', 'hyperlink', 'memo', 'expression', 'dateOnly', 'nullableCheckbox', 'headers', 'permission', 'alarmViewer', 'filePattern', 'webAppFile', 'copyToClipboard', 'dialogText', 'colour', 'lineStyle']) {
      expect(webEditorKind(name)).toBe(name);
    }
    expect(webEditorKind('Colour')).toBe('unknown');
    expect(UNKNOWN_WEB_EDITOR).toBe('Unknown custom web editor!');
  });

  it("lays a node's property panel out as a grid when the server names the grid editor, else as the screen asks", () => {
    expect(panelLayoutOf(PROPERTY_GRID_WEB_EDITOR)).toBe('grid');
    expect(panelLayoutOf(PROPERTY_GRID_WEB_EDITOR, 'form')).toBe('grid');
    expect(panelLayoutOf(undefined)).toBe('form');
    expect(panelLayoutOf('table', 'grid')).toBe('grid');
    expect(panelLayoutOf('checklist', 'form')).toBe('form');
  });

  it('sets and clears one bit of an enumFlags value', () => {
    expect(withFlag(5, 2, true)).toBe(7);
    expect(withFlag(7, 4, false)).toBe(3);
    expect(flagIsSet(5, 4)).toBe(true);
    expect(flagIsSet(5, 2)).toBe(false);
    expect(flagIsSet(0, 0)).toBe(true);
  });

  it('links only web and mail addresses', () => {
    expect(safeHyperlink('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHyperlink('mailto:lab@example.com')).toBe('mailto:lab@example.com');
    expect(safeHyperlink('javascript:alert(1)')).toBeNull();
    expect(safeHyperlink('data:text/html,x')).toBeNull();
    expect(safeHyperlink('not a url')).toBeNull();
    expect(safeHyperlink(3)).toBeNull();
  });
});
