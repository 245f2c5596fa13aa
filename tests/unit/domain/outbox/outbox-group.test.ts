import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { mayGroup, sendGroup } from '../../../../src/domain/outbox/outbox-group';
import { entry } from './outbox-fixtures';

const onHost = (id: number, host: string) => entry(id, { target: { type: 'node', host, gId: `N${id}` }, payload: { type: 'batch', host, items: [{ action: BatchAction.update, gId: `N${id}`, values: [{ id: 'P', value: id }] }] } });

describe('outbox groups', () => {
  it('sends consecutive plain updates of one host together, oldest first, up to the limit', () => {
    const entries = [entry(3), entry(1), entry(2), entry(4)];
    expect(sendGroup(entries, entries[1]!, 0)).toEqual([1, 2, 3, 4]);
    expect(sendGroup(entries, entries[1]!, 0, 3)).toEqual([1, 2, 3]);
    expect(sendGroup(entries, entries[1]!, 0, 1)).toEqual([1]);
  });

  it('ends a group at an entry that may not share a request: a create, a call, a temporary id, another host', () => {
    const create = entry(2, { kind: 'node.create', creates: ['%a'] });
    expect(sendGroup([entry(1), create, entry(3)], entry(1), 0)).toEqual([1]);
    const uses = entry(2, { uses: ['%a'] });
    expect(sendGroup([entry(1), uses, entry(3)], entry(1), 0)).toEqual([1]);
    expect(sendGroup([entry(1), onHost(2, 'LAB-2'), entry(3)], entry(1), 0)).toEqual([1]);
    expect(mayGroup(entry(1, { kind: 'node.call' }))).toBe(false);
    expect(mayGroup(entry(1, { payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: 'A' }, { action: BatchAction.update, gId: 'B' }] } }))).toBe(false);
    expect(mayGroup(entry(1, { payload: { type: 'batch', host: '', items: [{ action: BatchAction.delete, gId: 'A' }] } }))).toBe(false);
    expect(sendGroup([create, entry(3)], create, 0)).toEqual([2]);
  });

  it('ends a group at an entry held back by a failed one, waiting out a backoff, or already numbered', () => {
    const failed = entry(1, { state: 'failed', target: { type: 'node', host: '', gId: 'Pump' } });
    const held = entry(3, { target: { type: 'node', host: '', gId: 'Pump' } });
    expect(sendGroup([failed, entry(2), held, entry(4)], entry(2), 0)).toEqual([2]);
    expect(sendGroup([entry(1), entry(2, { notBefore: 50 }), entry(3)], entry(1), 0)).toEqual([1]);
    expect(sendGroup([entry(1), entry(2, { notBefore: 50 }), entry(3)], entry(1), 50)).toEqual([1, 2, 3]);
    expect(sendGroup([entry(1), entry(2, { state: 'sending', seq: 4 })], entry(1), 0)).toEqual([1]);
  });

  it('sends a numbered entry again with every pending entry of its seq: the same request', () => {
    const entries = [entry(1, { state: 'done', seq: 6 }), entry(2, { state: 'sending', seq: 7 }), entry(3, { state: 'queued', seq: 7, notBefore: 0 }), entry(4, { seq: 8 }), entry(5)];
    expect(sendGroup(entries, entries[1]!, 0)).toEqual([2, 3]);
    expect(sendGroup(entries, entries[3]!, 0)).toEqual([4]);
  });
});
