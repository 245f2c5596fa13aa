// Outbox entries for the pure rules' tests: a property update of a node unless told otherwise.
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { OutboxEntry } from '../../../../src/domain/outbox/outbox-entry';

export function entry(id: number, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    kind: 'node.update',
    userId: '1',
    target: { type: 'node', host: '', gId: `N${id}` },
    payload: { type: 'batch', host: '', items: [{ action: BatchAction.update, gId: `N${id}`, values: [{ id: 'P', value: id }] }] },
    state: 'queued',
    label: { subject: `N${id} › P`, change: '0 → 1' },
    creates: [],
    uses: [],
    createdAt: 0,
    updatedAt: 0,
    attempts: 0,
    ...over,
  };
}
