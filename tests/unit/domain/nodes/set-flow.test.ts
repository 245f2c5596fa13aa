import { describe, expect, it } from 'vitest';
import { MSG_SET_FLOW_TOTAL, applySetFlow, isSetFlowId, isValidSetFlow, setFlowEdit } from '../../../../src/domain/nodes/set-flow';

const start = [
  { id: 'a', value: 100 },
  { id: 'b', value: 0 },
  { id: 'c', value: 0 },
  { id: 'd', value: 0 },
];

describe('set-flow validator', () => {
  it('recognises single-letter lowercase ids only', () => {
    expect(isSetFlowId('a')).toBe(true);
    expect(isSetFlowId('A')).toBe(false);
    expect(isSetFlowId('ab')).toBe(false);
  });

  it('adjusts the other entries starting from the last so the total stays 100', () => {
    const result = applySetFlow(start, [{ id: 'a', value: 60 }]);
    expect(result).toEqual({ ok: true, entries: [{ id: 'a', value: 60 }, { id: 'b', value: 0 }, { id: 'c', value: 0 }, { id: 'd', value: 40 }], changed: ['a', 'd'] });
  });

  it('moves on to earlier entries when the last one reaches a bound', () => {
    const current = [{ id: 'a', value: 40 }, { id: 'b', value: 30 }, { id: 'c', value: 20 }, { id: 'd', value: 10 }];
    const result = applySetFlow(current, [{ id: 'a', value: 75 }]);
    expect(result.ok && result.entries.map((e) => e.value)).toEqual([75, 25, 0, 0]);
  });

  it('clamps requested values to 0–100', () => {
    const result = applySetFlow(start, [{ id: 'b', value: 150 }]);
    expect(result.ok && result.entries.map((e) => e.value)).toEqual([0, 100, 0, 0]);
    const negative = applySetFlow(start, [{ id: 'a', value: -5 }]);
    expect(negative.ok && negative.entries.map((e) => e.value)).toEqual([0, 0, 0, 100]);
  });

  it('refuses requested values that cannot sum to 100', () => {
    expect(applySetFlow(start, [{ id: 'a', value: 10 }, { id: 'b', value: 10 }, { id: 'c', value: 10 }, { id: 'd', value: 10 }])).toEqual({ ok: false, error: MSG_SET_FLOW_TOTAL });
  });

  it('accepts requested values that already sum to 100', () => {
    const result = applySetFlow(start, [{ id: 'a', value: 25 }, { id: 'b', value: 25 }, { id: 'c', value: 25 }, { id: 'd', value: 25 }]);
    expect(result.ok && isValidSetFlow(result.entries)).toBe(true);
  });

  it('keeps decimal values exact to the given places', () => {
    const result = applySetFlow(start, [{ id: 'a', value: 33.3333 }]);
    expect(result.ok && result.entries.map((e) => e.value)).toEqual([33.333, 0, 0, 66.667]);
  });

  it('rejects unknown entries', () => {
    expect(applySetFlow(start, [{ id: 'x', value: 1 }]).ok).toBe(false);
  });
});

describe('setFlowEdit', () => {
  const pump = [
    { id: 'FlowRate', value: 1 },
    { id: 'a', value: 70 },
    { id: 'b', value: 20 },
    { id: 'c', value: 10 },
    { id: 'd', value: 0 },
  ];

  it('sends the edited entry and the entries adjusted from the last, not the unchanged ones', () => {
    // d cannot go below 0, c gives its 10, a the remaining 10.
    expect(setFlowEdit(pump, 'b', 40)).toEqual([
      { id: 'a', value: 60 },
      { id: 'b', value: 40 },
      { id: 'c', value: 0 },
    ]);
    expect(setFlowEdit(pump, 'd', 5)).toEqual([
      { id: 'c', value: 5 },
      { id: 'd', value: 5 },
    ]);
  });

  it('clamps the edited entry to 100', () => {
    expect(setFlowEdit(pump, 'a', 150)).toEqual([
      { id: 'a', value: 100 },
      { id: 'b', value: 0 },
      { id: 'c', value: 0 },
    ]);
  });

  it('is null for a property outside a flow set', () => {
    expect(setFlowEdit(pump, 'FlowRate', 2)).toBeNull();
    expect(setFlowEdit([{ id: 'a', value: 100 }], 'a', 50)).toBeNull();
  });
});
