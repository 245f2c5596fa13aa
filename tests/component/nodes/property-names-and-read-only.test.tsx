import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { BINDING_WEB_EDITOR } from '../../../src/domain/nodes/node-binding';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { PropertyPanelView } from '../../../src/features/nodes/properties/PropertyPanelView';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

function property(id: string, extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, name: id, value: 'x', ac: ACCESS_READ_WRITE, type: { kind: 'text' }, ...extra };
}

function renderPanel(properties: NodeProperty[], boundNames?: ReadonlyMap<string, string>) {
  renderWithFluent(
    <PropertyPanelView
      properties={properties}
      status="ready"
      onRefresh={vi.fn()}
      onSave={vi.fn(async () => {})}
      browseLevel={VisibilityLevel.advanced}
      locale={DEFAULT_LOCALE_SETTINGS}
      onBind={vi.fn()}
      onUnbind={vi.fn()}
      boundNames={boundNames}
    />,
  );
}

describe('property panel names and read-only look', () => {
  beforeEach(resetUi);

  it("shows a binding by the bound node's name, not its id", () => {
    renderPanel([property('Source', { webEditor: BINDING_WEB_EDITOR, bound: '0.PhMeter' })], new Map([['0.PhMeter', 'pH meter']]));
    const line = screen.getByRole('group', { name: 'Binding of Source' });
    expect(within(line).getByText('Bound to pH meter')).toBeTruthy();
    expect(within(line).queryByText(/0\.PhMeter/)).toBeNull();
  });

  it('falls back to the id while the name is unknown', () => {
    renderPanel([property('Source', { webEditor: BINDING_WEB_EDITOR, bound: '0.PhMeter' })]);
    expect(within(screen.getByRole('group', { name: 'Binding of Source' })).getByText('Bound to 0.PhMeter')).toBeTruthy();
  });

  it('marks a field without write access read-only with a lock, and a writable one not', () => {
    renderPanel([property('Fixed', { ac: AccessFlag.browse | AccessFlag.read }), property('Open')]);
    const fixed = screen.getByRole('textbox', { name: 'Fixed' }) as HTMLInputElement;
    expect(fixed.readOnly).toBe(true);
    expect(fixed.getAttribute('aria-readonly')).toBe('true');
    expect(within(fixed.parentElement as HTMLElement).getByRole('img', { name: 'Read-only' })).toBeTruthy();
    const open = screen.getByRole('textbox', { name: 'Open' }) as HTMLInputElement;
    expect(open.readOnly).toBe(false);
    expect(within(open.parentElement as HTMLElement).queryByRole('img', { name: 'Read-only' })).toBeNull();
  });
});
