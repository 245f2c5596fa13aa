import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { MAX_GROUP_BYTES, MIN_GROUP_ENTRIES, mayGroup, refusedAsGroup, sendGroup } from '../../../../src/domain/outbox/outbox-group';
import { entry } from './outbox-fixtures';

const ANY = { min: 2, max: 100 };
const onHost = (id: number, host: string) => entry(id, { target: { type: 'node', host, gId: `N${id}` }, payload: { type: 'batch', host, items: [{ action: BatchAction.update, gId: `N${id}`, values: [{ id: 'P', value: id }] }] } });

describe('outbox groups', () => {
  it('sends consecutive plain updates of one host together, oldest first, up to the limit', () => {
    const entries = [entry(3), entry(1), entry(2), entry(4)];
    expect(sendGroup(entries, entries[1]!, 0, ANY)).toEqual([1, 2, 3, 4]);
    expect(sendGroup(entries, entries[1]!, 0, { min: 2, max: 3 })).toEqual([1, 2]);
    expect(sendGroup(entries, entries[1]!, 0, { min: 2, max: 1 })).toEqual([1]);
  });

  it('ends a group before its items pass MAX_GROUP_BYTES, so long texts are never refused together', () => {
    const text = 'x'.repeat(60 * 1024);
    const long = (id: number) => entry(id, { payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: `N${id}`, values: [{ id: 'Notes', value: text }] }] } });
    const entries = [1, 2, 3, 4, 5, 6].map(long);
    const group = sendGroup(entries, entries[0]!, 0, ANY);
    expect(group).toEqual([1, 2, 3, 4]);
    expect(group.length * text.length).toBeLessThan(MAX_GROUP_BYTES);
  });

  it('sends alone what a refused group held; only a 400 or 413 of a real group is a refusal of the group as such', () => {
    expect(mayGroup(entry(1, { solo: true }))).toBe(false);
    expect(sendGroup([entry(1), entry(2, { solo: true }), entry(3)], entry(1), 0, ANY)).toEqual([1]);
    expect([400, 413].map((status) => refusedAsGroup(status, 3))).toEqual([true, true]);
    expect([403, 404, 409, 422].map((status) => refusedAsGroup(status, 3))).toEqual([false, false, false, false]);
    expect(refusedAsGroup(400, 1)).toBe(false);
  });

  it('ends a group at an entry that may not share a request: a create, a call, a temporary id, another host', () => {
    const create = entry(2, { kind: 'node.create', creates: ['%a'] });
    expect(sendGroup([entry(1), create, entry(3)], entry(1), 0, ANY)).toEqual([1]);
    const uses = entry(2, { uses: ['%a'] });
    expect(sendGroup([entry(1), uses, entry(3)], entry(1), 0, ANY)).toEqual([1]);
    expect(sendGroup([entry(1), onHost(2, 'LAB-2'), entry(3)], entry(1), 0, ANY)).toEqual([1]);
    expect(mayGroup(entry(1, { kind: 'node.call' }))).toBe(false);
    expect(mayGroup(entry(1, { payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: 'A' }, { action: BatchAction.update, gId: 'B' }] } }))).toBe(false);
    expect(mayGroup(entry(1, { payload: { type: 'batch', host: '', items: [{ action: BatchAction.delete, gId: 'A' }] } }))).toBe(false);
    expect(sendGroup([create, entry(3)], create, 0, ANY)).toEqual([2]);
  });

  it('ends a group at an entry held back by a failed one, waiting out a backoff, or already numbered', () => {
    const failed = entry(1, { state: 'failed', target: { type: 'node', host: '', gId: 'Pump' } });
    const held = entry(3, { target: { type: 'node', host: '', gId: 'Pump' } });
    expect(sendGroup([failed, entry(2), held, entry(4)], entry(2), 0, ANY)).toEqual([2]);
    expect(sendGroup([entry(1), entry(2, { notBefore: 50 }), entry(3)], entry(1), 0, ANY)).toEqual([1]);
    expect(sendGroup([entry(1), entry(2, { notBefore: 50 }), entry(3)], entry(1), 50, ANY)).toEqual([1, 2, 3]);
    expect(sendGroup([entry(1), entry(2, { state: 'sending', seq: 4 })], entry(1), 0, ANY)).toEqual([1]);
  });

  it('groups only a run of at least MIN_GROUP_ENTRIES, in groups of even size up to the limit', () => {
    const run = (n: number) => Array.from({ length: n }, (_, i) => entry(i + 1));
    const short = run(MIN_GROUP_ENTRIES - 1);
    expect(sendGroup(short, short[0]!, 0)).toEqual([1]);
    const enough = run(MIN_GROUP_ENTRIES);
    expect(sendGroup(enough, enough[0]!, 0)).toHaveLength(MIN_GROUP_ENTRIES);
    const long = run(140);
    expect(sendGroup(long, long[0]!, 0)).toHaveLength(70);
    const longer = run(1000);
    expect(sendGroup(longer, longer[0]!, 0)).toHaveLength(100);
  });

  it('sends a numbered entry again with every pending entry of its seq: the same request', () => {
    const entries = [entry(1, { state: 'done', seq: 6 }), entry(2, { state: 'sending', seq: 7 }), entry(3, { state: 'queued', seq: 7, notBefore: 0 }), entry(4, { seq: 8 }), entry(5)];
    expect(sendGroup(entries, entries[1]!, 0, ANY)).toEqual([2, 3]);
    expect(sendGroup(entries, entries[3]!, 0, ANY)).toEqual([4]);
  });
});
