import { describe, expect, it } from 'vitest';
import { checklistItems, checklistStep, selectAllState, sourceKeyOf, toggleAll } from '../../../../src/domain/choices/checklist';

const lookup = [
  { key: '214', value: '214 nm' },
  { key: '254', value: '254 nm' },
  { key: '280', value: '280 nm' },
];
const child = (gId: string, source: unknown) => ({ gId, name: gId, values: { Source: source }, writable: true });

describe('checklist', () => {
  it('shows one item per lookup value, ticked when a child stands for it', () => {
    const items = checklistItems(lookup, [child('0.C.a', '254'), child('0.C.b', { src: '280' })]);
    expect(items).toEqual([
      { key: '214', label: '214 nm', checked: false, childGId: null },
      { key: '254', label: '254 nm', checked: true, childGId: '0.C.a' },
      { key: '280', label: '280 nm', checked: true, childGId: '0.C.b' },
    ]);
  });

  it('reads the source key from text, numbers and src objects only', () => {
    expect(sourceKeyOf(child('x', 214))).toBe('214');
    expect(sourceKeyOf(child('x', null))).toBeNull();
    expect(sourceKeyOf(child('x', { other: 1 }))).toBeNull();
  });

  it('plans creates for newly ticked keys and deletes for unticked ones', () => {
    const keys = lookup.map((l) => l.key);
    expect(checklistStep(keys, new Set(['214']), new Set(['254', '280']))).toEqual({ create: ['254', '280'], remove: ['214'] });
    expect(checklistStep(keys, new Set(['214']), new Set(['214']))).toEqual({ create: [], remove: [] });
  });

  it('select-all ticks every key unless all are ticked, and reports mixed', () => {
    const keys = lookup.map((l) => l.key);
    expect([...toggleAll(keys, new Set(['214']))]).toEqual(keys);
    expect([...toggleAll(keys, new Set(keys))]).toEqual([]);
    expect(selectAllState(keys, new Set(['214']))).toBe('mixed');
    expect(selectAllState(keys, new Set())).toBe(false);
    expect(selectAllState(keys, new Set(keys))).toBe(true);
  });
});
