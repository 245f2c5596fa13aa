import { describe, expect, it } from 'vitest';
import {
  applySavedLayout,
  isSavedLayout,
  moveColumn,
  saveColumnIndexes,
  savedLayoutOf,
  selectAllState,
  setAllVisible,
  setColumnVisible,
} from '../../../../src/domain/table/customize-headers';
import type { CustomizableHeader } from '../../../../src/domain/table/customize-headers';

function h(value: string, extra: Partial<CustomizableHeader> = {}): CustomizableHeader {
  return { text: value, value, visible: true, canHide: true, canCustomize: true, ...extra };
}

const list = [h('No', { canCustomize: false }), h('A'), h('B'), h('C'), h('', { value: 'icon' }), h('D')];
const values = (l: readonly CustomizableHeader[]) => l.map((x) => x.value);

describe('customize headers', () => {
  it('moves a column among the movable ones; fixed columns keep their places and do not move', () => {
    expect(values(moveColumn(list, 1, 5))).toEqual(['No', 'B', 'C', 'D', 'icon', 'A']);
    expect(values(moveColumn(list, 3, 1))).toEqual(['No', 'C', 'A', 'B', 'icon', 'D']);
    expect(values(moveColumn(list, 0, 2))).toEqual(values(list));
    expect(values(moveColumn(list, 2, 4))).toEqual(values(list));
  });

  it('hides a range on shift-click, leaving fixed and not-hideable columns alone', () => {
    const withLocked = [...list.slice(0, 3), h('C', { canHide: false }), ...list.slice(4)];
    const next = setColumnVisible(withLocked, 5, false, 1);
    expect(next.map((x) => x.visible)).toEqual([true, false, false, true, true, false]);
    expect(setColumnVisible(list, 2, false).map((x) => x.visible)).toEqual([true, true, false, true, true, true]);
  });

  it('select-all shows or hides every toggleable column and reports mixed', () => {
    const hidden = setAllVisible(list, false);
    expect(hidden.map((x) => x.visible)).toEqual([true, false, false, false, true, false]);
    expect(selectAllState(hidden)).toBe(false);
    expect(selectAllState(setColumnVisible(hidden, 1, true))).toBe('mixed');
    expect(selectAllState(list)).toBe(true);
  });

  it('saves each column index and returns the full list', () => {
    const saved = saveColumnIndexes(moveColumn(list, 1, 3));
    expect(saved.map((x) => [x.value, x.index])).toEqual([
      ['No', 0],
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['icon', 4],
      ['D', 5],
    ]);
  });

  it('applies a saved layout: saved order and visibility, new columns last, junk refused', () => {
    const layout = savedLayoutOf(setColumnVisible(moveColumn(list, 5, 1), 1, false));
    expect(isSavedLayout(layout)).toBe(true);
    expect(isSavedLayout([{ value: 1 }])).toBe(false);
    const applied = applySavedLayout([...list, h('E')], layout);
    expect(values(applied)).toEqual(['No', 'D', 'A', 'B', 'icon', 'C', 'E']);
    expect(applied.find((x) => x.value === 'D')?.visible).toBe(false);
  });
});
