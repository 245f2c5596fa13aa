// The client id and the next mutation seq of one user on this installation, kept in `meta`. A seq is
// given to an entry when it is first sent (persisted with state 'sending' before the fetch) and kept
// for every retry, so discarding an entry that was never sent leaves no gap on the server.
import { newClientId } from '../../domain/mutation-id';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import type { ConsoleDatabase } from '../db';

export type ClientSequence = { clientId: string; nextSeq: number };

export function clientSequenceKey(userId: string): string {
  return `outbox.client.${userId}`;
}

async function readSequence(database: ConsoleDatabase, userId: string): Promise<ClientSequence & { stored: boolean }> {
  const row = await database.meta.get(clientSequenceKey(userId));
  const stored = row?.value as ClientSequence | undefined;
  return stored ? { ...stored, stored: true } : { clientId: newClientId(), nextSeq: 1, stored: false };
}

async function writeSequence(database: ConsoleDatabase, userId: string, { clientId, nextSeq }: ClientSequence): Promise<void> {
  await database.meta.put({ key: clientSequenceKey(userId), value: { clientId, nextSeq } satisfies ClientSequence, updatedAt: new Date().toISOString() });
}

/** The client id of the user (made on first use). */
export async function clientIdOf(database: ConsoleDatabase, userId: string): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const sequence = await readSequence(database, userId);
    if (!sequence.stored) await writeSequence(database, userId, sequence);
    return sequence.clientId;
  });
}

/**
 * The entries ready to send as one request: one seq (assigned now when they have none) and state
 * 'sending', written before anything leaves the page. Entries gone meanwhile (discarded) are left out,
 * and so is any whose seq differs from the first one's (a group shares one). Undefined when none is left.
 */
export async function numberForSending(database: ConsoleDatabase, entryIds: readonly number[], now: number): Promise<{ entries: OutboxEntry[]; clientId: string } | undefined> {
  return database.transaction('rw', database.outbox, database.meta, async () => {
    const found = (await database.outbox.bulkGet([...entryIds])).filter((e): e is OutboxEntry => e !== undefined);
    const [first] = found;
    if (!first) return undefined;
    const sequence = await readSequence(database, first.userId);
    const seq = first.seq ?? sequence.nextSeq;
    // A retry keeps its seq; the counter is written only when it moves (or the client id is new).
    if (first.seq === undefined) await writeSequence(database, first.userId, { ...sequence, nextSeq: seq + 1 });
    else if (!sequence.stored) await writeSequence(database, first.userId, sequence);
    const sending = found.filter((e) => e.seq === first.seq).map((e): OutboxEntry => ({ ...e, seq, state: 'sending', updatedAt: now }));
    await database.outbox.bulkPut(sending);
    return { entries: sending, clientId: sequence.clientId };
  });
}

/** After a gap answer: the entries (one request) take `seq` and the counter continues after it. */
export async function renumber(database: ConsoleDatabase, entries: readonly OutboxEntry[], seq: number): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await database.transaction('rw', database.outbox, database.meta, async () => {
    const sequence = await readSequence(database, first.userId);
    await writeSequence(database, first.userId, { ...sequence, nextSeq: seq + 1 });
    for (const entry of entries) if (entry.id !== undefined) await database.outbox.update(entry.id, { seq });
  });
}

/** Moves the counter to what the server expects next. */
export async function setNextSeq(database: ConsoleDatabase, userId: string, nextSeq: number): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    const sequence = await readSequence(database, userId);
    await writeSequence(database, userId, { ...sequence, nextSeq });
  });
}
