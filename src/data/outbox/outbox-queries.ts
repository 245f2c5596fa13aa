// Reads of the outbox for the screens (through useLiveQuery, so every tab sees every change).
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { isPending, isStuck } from '../../domain/outbox/outbox-entry';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';

export type OutboxCounts = {
  pending: number;
  failed: number;
  /** The last send got no answer (network, timeout): the server is out of reach, whatever navigator.onLine says. */
  unreachable: boolean;
};

/** The user's entries, oldest first. */
export async function listEntries(userId: string, database: ConsoleDatabase = db): Promise<OutboxEntry[]> {
  return database.outbox.where('userId').equals(userId).sortBy('id');
}

export async function outboxCounts(userId: string, database: ConsoleDatabase = db): Promise<OutboxCounts> {
  const entries = await listEntries(userId, database);
  const pending = entries.filter(isPending);
  return { pending: pending.length, failed: entries.filter(isStuck).length, unreachable: pending.some((e) => e.attempts > 0) };
}

/** The entries not yet done, as a JSON file a user can keep or hand to support. */
export async function pendingEntriesFile(userId: string, database: ConsoleDatabase = db): Promise<Blob> {
  const entries = (await listEntries(userId, database)).filter((e) => e.state !== 'done').map(({ undo: _undo, ...rest }) => rest);
  return new Blob([JSON.stringify({ exportedAt: new Date().toISOString(), entries }, null, 2)], { type: 'application/json' });
}
