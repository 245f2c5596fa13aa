import { describe, expect, it } from 'vitest';
import { selectionBatch, selectionGroups } from '../../../../src/domain/choices/node-selection';

const item = (gId: string, selected: boolean, category: string, writable = true) => ({
  gId,
  name: gId,
  values: { SValue: selected, Category: category, Description: `About ${gId}` },
  writable,
});

describe('node selection', () => {
  it('groups items by category with their description; non-writable items are disabled', () => {
    const groups = selectionGroups([item('a', true, 'Low'), item('b', false, 'High', false), item('c', false, 'Low')]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.gId)])).toEqual([
      ['Low', ['a', 'c']],
      ['High', ['b']],
    ]);
    expect(groups[1]?.items[0]).toMatchObject({ disabled: true, description: 'About b' });
  });

  it('shows remembered changes over the stored values', () => {
    const groups = selectionGroups([item('a', true, 'Low')], new Map([['a', false]]));
    expect(groups[0]?.items[0]?.selected).toBe(false);
  });

  it('sends only changed, writable items', () => {
    const children = [item('a', true, 'Low'), item('b', false, 'Low', false), item('c', false, 'Low')];
    const changes = new Map([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
    expect(selectionBatch(children, changes)).toEqual([{ gId: 'c', selected: true }]);
  });
});
