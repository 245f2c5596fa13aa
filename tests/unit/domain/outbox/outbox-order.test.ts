import { describe, expect, it } from 'vitest';
import { heldBackIds, nextToSend, nextWakeAt } from '../../../../src/domain/outbox/outbox-order';
import { entry } from './outbox-fixtures';

describe('outbox order', () => {
  it('sends the oldest queued entry first, whatever order they are listed in', () => {
    expect(nextToSend([entry(3), entry(1), entry(2)], 0)?.id).toBe(1);
  });

  it('skips done entries and resumes an entry left sending (its seq is reused)', () => {
    expect(nextToSend([entry(1, { state: 'done' }), entry(2, { state: 'sending', seq: 7 }), entry(3)], 0)?.id).toBe(2);
  });

  it('holds back only the entries on the same node as a failed one; others go on', () => {
    const entries = [
      entry(1, { state: 'failed', target: { type: 'node', host: '', gId: 'Pump' } }),
      entry(2, { target: { type: 'node', host: '', gId: 'Pump' } }),
      entry(3, { target: { type: 'node', host: '', gId: 'Valve' } }),
    ];
    expect([...heldBackIds(entries)]).toEqual([2]);
    expect(nextToSend(entries, 0)?.id).toBe(3);
  });

  it('holds back entries using an id the failed create makes, and their own dependants in turn', () => {
    const entries = [
      entry(1, { state: 'conflict', kind: 'node.create', target: { type: 'node', host: '', gId: 'Root' }, creates: ['%a'] }),
      entry(2, { target: { type: 'node', host: '', gId: '%a' }, uses: ['%a'] }),
      entry(3, { target: { type: 'node', host: '', gId: '%a' }, uses: ['%a'] }),
      entry(4, { target: { type: 'record', entity: 'customer', id: 5 } }),
    ];
    expect([...heldBackIds(entries)].sort()).toEqual([2, 3]);
    expect(nextToSend(entries, 0)?.id).toBe(4);
  });

  it('a failed entry holds back nothing made before it', () => {
    const entries = [entry(1, { target: { type: 'node', host: '', gId: 'Pump' } }), entry(2, { state: 'failed', target: { type: 'node', host: '', gId: 'Pump' } })];
    expect(heldBackIds(entries).size).toBe(0);
    expect(nextToSend(entries, 0)?.id).toBe(1);
  });

  it('lets no entry take a seq while an earlier numbered one may still reach the server', () => {
    const entries = [entry(1, { seq: 4, notBefore: 5000 }), entry(2)];
    expect(nextToSend(entries, 1000)).toBeUndefined();
    expect(nextToSend(entries, 5000)?.id).toBe(1);
  });

  it('waits for an entry in backoff and says when to wake', () => {
    const entries = [entry(1, { notBefore: 5000 })];
    expect(nextToSend(entries, 1000)).toBeUndefined();
    expect(nextWakeAt(entries, 1000)).toBe(5000);
    expect(nextToSend(entries, 5000)?.id).toBe(1);
  });
});
