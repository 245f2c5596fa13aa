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
 * The entry ready to send: its seq (assigned now when it has none) and state 'sending', written
 * before anything leaves the page. Undefined when the entry is gone (discarded meanwhile).
 */
export async function numberForSending(database: ConsoleDatabase, entryId: number, now: number): Promise<{ entry: OutboxEntry; clientId: string } | undefined> {
  return database.transaction('rw', database.outbox, database.meta, async () => {
    const entry = await database.outbox.get(entryId);
    if (!entry) return undefined;
    const sequence = await readSequence(database, entry.userId);
    const seq = entry.seq ?? sequence.nextSeq;
    // A retry keeps its seq; the counter is written only when it moves (or the client id is new).
    if (entry.seq === undefined) await writeSequence(database, entry.userId, { ...sequence, nextSeq: seq + 1 });
    else if (!sequence.stored) await writeSequence(database, entry.userId, sequence);
    const sending: OutboxEntry = { ...entry, seq, state: 'sending', updatedAt: now };
    await database.outbox.put(sending);
    return { entry: sending, clientId: sequence.clientId };
  });
}

/** After a gap answer: the entry takes `seq` and the counter continues after it. */
export async function renumber(database: ConsoleDatabase, entry: OutboxEntry, seq: number): Promise<void> {
  await database.transaction('rw', database.outbox, database.meta, async () => {
    const sequence = await readSequence(database, entry.userId);
    await writeSequence(database, entry.userId, { ...sequence, nextSeq: seq + 1 });
    if (entry.id !== undefined) await database.outbox.update(entry.id, { seq });
  });
}

/** Moves the counter to what the server expects next. */
export async function setNextSeq(database: ConsoleDatabase, userId: string, nextSeq: number): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    const sequence = await readSequence(database, userId);
    await writeSequence(database, userId, { ...sequence, nextSeq });
  });
}
