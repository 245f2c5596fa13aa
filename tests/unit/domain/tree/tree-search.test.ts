import { describe, expect, it } from 'vitest';
import { expandAllKeys, flattenTree } from '../../../../src/domain/tree/flatten-tree';
import { effectiveQuery, searchTree } from '../../../../src/domain/tree/tree-search';
import { bigTree, sampleTree } from './tree-fixtures';

describe('tree search', () => {
  it('needs at least 2 characters', () => {
    expect(effectiveQuery('')).toBeNull();
    expect(effectiveQuery(' p ')).toBeNull();
    expect(effectiveQuery('Pu')).toBe('pu');
  });

  it('shows matches with their ancestors and opens the ancestors', () => {
    const result = searchTree(sampleTree(), 'wave');
    expect([...result.matches]).toEqual(['wave']);
    expect([...result.visible].sort()).toEqual(['det', 'root', 'wave']);
    expect([...result.open].sort()).toEqual(['det', 'root']);
  });

  it('matches case-insensitively anywhere in the label', () => {
    expect([...searchTree(sampleTree(), 'te').matches].sort()).toEqual(['det', 'flow']);
  });

  it('finds nothing for an unknown text', () => {
    expect(searchTree(sampleTree(), 'zz').visible.size).toBe(0);
  });

  // Speed is measured by `npm run bench`, not here.
  it('searches 100,000 nodes for 2 characters and flattens exactly the visible rows', () => {
    const index = bigTree(100_000);
    const result = searchTree(index, '99');
    const rows = flattenTree(index, result.open, { visible: result.visible });
    expect(result.matches.size).toBeGreaterThan(1000);
    expect(rows.length).toBe(result.visible.size);
    expect(expandAllKeys(index).size).toBeGreaterThan(0);
  });
});
