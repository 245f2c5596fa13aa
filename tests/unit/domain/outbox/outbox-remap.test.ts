import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { describeEntry, valueChangeLabel } from '../../../../src/domain/outbox/outbox-description';
import { remapEntry, tempIdsNamed } from '../../../../src/domain/outbox/outbox-remap';
import { entry } from './outbox-fixtures';

describe('temporary id remapping', () => {
  it('replaces a created node id in the target, the items and the uses of a later entry', () => {
    const later = entry(2, {
      target: { type: 'node', host: '', gId: '%k1' },
      payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: '%k1', values: [{ id: 'Ref', value: '%k1.Sub' }] }] },
      uses: ['%k1'],
    });
    const mapped = remapEntry(later, { nodes: new Map([['k1', 'Root.New']]), records: new Map() });
    expect(mapped.target).toEqual({ type: 'node', host: '', gId: 'Root.New' });
    expect(mapped.payload).toEqual({ type: 'batch', host: '', items: [{ action: BatchAction.update, gId: 'Root.New', values: [{ id: 'Ref', value: 'Root.New.Sub' }] }] });
    expect(mapped.uses).toEqual([]);
  });

  it('replaces a negative record id with the id the server gave, and leaves unrelated entries alone', () => {
    const later = entry(2, { kind: 'record.update', target: { type: 'record', entity: 'customer', id: -5 }, uses: ['customer:-5'] });
    const mapped = remapEntry(later, { nodes: new Map(), records: new Map([['customer:-5', 42]]) });
    expect(mapped.target).toEqual({ type: 'record', entity: 'customer', id: 42 });
    expect(mapped.uses).toEqual([]);
    const other = entry(3);
    expect(remapEntry(other, { nodes: new Map([['k1', 'X']]), records: new Map() })).toBe(other);
  });

  it('lists the temporary node ids a set of ids names', () => {
    expect(tempIdsNamed(['Root', '%a', '%a.Child', '%b', undefined])).toEqual(['%a', '%b']);
  });
});

describe('entry description', () => {
  it("reads like 'Pump › Flow rate 1.0 → 1.2 ml/min — reason: …'", () => {
    const label = valueChangeLabel({ path: ['Pump', 'Flow rate'], from: '1.0', to: '1.2', unit: 'ml/min' });
    expect(describeEntry({ label, reason: 'calibration' })).toBe('Pump › Flow rate 1.0 → 1.2 ml/min — reason: calibration');
    expect(describeEntry({ label: valueChangeLabel({ path: ['Valve', 'Note'], from: null, to: 'x' }) })).toBe('Valve › Note (empty) → x');
  });
});
