import { describe, expect, it } from 'vitest';
import { expandAllKeys, flattenTree, PLACEHOLDER_SUFFIX } from '../../../../src/domain/tree/flatten-tree';
import { buildTreeIndex } from '../../../../src/domain/tree/tree-index';
import { bigTree, sampleTree } from './tree-fixtures';

describe('flattenTree', () => {
  it('shows only the top level when nothing is open', () => {
    const rows = flattenTree(sampleTree(), new Set());
    expect(rows.map((r) => r.key)).toEqual(['root']);
    expect(rows[0]).toMatchObject({ kind: 'node', level: 1, expandable: true, open: false });
  });

  it('lists the children of open nodes in order, one level deeper', () => {
    const rows = flattenTree(sampleTree(), new Set(['root', 'pump']));
    expect(rows.map((r) => [r.key, r.level])).toEqual([
      ['root', 1],
      ['pump', 2],
      ['flow', 3],
      ['pressure', 3],
      ['det', 2],
      ['lazy', 2],
    ]);
  });

  it('adds a placeholder row under an open node whose children are not loaded', () => {
    const rows = flattenTree(sampleTree(), new Set(['root', 'lazy']));
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ kind: 'placeholder', parentKey: 'lazy', level: 3 });
  });

  it('adds a placeholder row after the known children of an open node whose list was never loaded', () => {
    const index = buildTreeIndex([
      { key: 'settings', parentKey: null, label: 'Settings', hasChildren: true, childrenIncomplete: true },
      { key: 'tags', parentKey: 'settings', label: 'Database tags', hasChildren: false },
    ]);
    expect(flattenTree(index, new Set(['settings'])).map((r) => [r.kind, r.key, r.level])).toEqual([
      ['node', 'settings', 1],
      ['node', 'tags', 2],
      ['placeholder', `settings${PLACEHOLDER_SUFFIX}`, 2],
    ]);
    expect(flattenTree(index, new Set(['settings']))[2]).toMatchObject({ parentKey: 'settings' });
    const loaded = buildTreeIndex([
      { key: 'settings', parentKey: null, label: 'Settings', hasChildren: true },
      { key: 'tags', parentKey: 'settings', label: 'Database tags', hasChildren: false },
    ]);
    expect(flattenTree(loaded, new Set(['settings'])).map((r) => r.kind)).toEqual(['node', 'node']);
  });

  it('shows only the visible set during a search', () => {
    const rows = flattenTree(sampleTree(), new Set(['root', 'det']), { visible: new Set(['root', 'det', 'wave']) });
    expect(rows.map((r) => r.key)).toEqual(['root', 'det', 'wave']);
  });

  it('expand all opens every node with children, loaded or not', () => {
    expect([...expandAllKeys(sampleTree())].sort()).toEqual(['det', 'lazy', 'pump', 'root']);
  });

  // Speed is measured by `npm run bench`, not here.
  it('expands and flattens all 100,000 nodes', () => {
    const index = bigTree(100_000);
    const rows = flattenTree(index, expandAllKeys(index));
    expect(rows).toHaveLength(100_000);
  });
});
