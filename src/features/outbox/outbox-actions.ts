// What the outbox view's buttons do: retry puts a failed entry back in line (a record in conflict is
// read again first, so "keep mine" goes onto the newest revision); edit sends it with new values; discard takes entries out, undoes
// their optimistic effect and reads the server's truth again where it can.
import { db } from '../../data/db';
import { browseNode } from '../../data/nodes/node-operations';
import { discardEntries, editEntryValues, requeueEntry } from '../../data/outbox/outbox-discard';
import { flushOutbox } from '../../data/outbox/outbox-runtime';
import { pendingEntriesFile } from '../../data/outbox/outbox-queries';
import { fetchRecord } from '../../data/records/record-repository';
import { saveBlob } from '../../data/records/save-file';
import type { PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';

export async function retryEntry(entry: OutboxEntry): Promise<void> {
  if (entry.id === undefined) return;
  const { target } = entry;
  if (entry.state === 'conflict' && target.type === 'record' && entry.payload.type === 'record') {
    await fetchRecord(target.entity, target.id);
    await requeueEntry(db, entry.id, { payload: { ...entry.payload, recRevFromMirror: true } });
  } else {
    await requeueEntry(db, entry.id);
  }
  await flushOutbox();
}

/** A failed property update sent again with the values the user typed. */
export async function editEntry(entry: OutboxEntry, values: PropertyValueUpdate[]): Promise<void> {
  if (entry.id === undefined) return;
  await editEntryValues(db, entry.id, values);
}

export async function discardEntry(entry: OutboxEntry): Promise<void> {
  if (entry.id === undefined) return;
  const removed = await discardEntries(db, [entry.id]);
  // The server's truth, where the network lets us read it; offline the undone mirror stands.
  await Promise.all(removed.map((e) => reread(e).catch(() => undefined)));
}

async function reread({ target }: OutboxEntry): Promise<unknown> {
  if (target.type === 'record') return target.id > 0 ? fetchRecord(target.entity, target.id) : undefined;
  return target.gId.startsWith('%') ? undefined : browseNode(target.host, target.gId, { depth: 0, props: 'all' });
}

export async function exportPending(userId: string): Promise<void> {
  saveBlob(await pendingEntriesFile(userId), `outbox-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`);
}
