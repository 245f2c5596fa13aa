// One user's outbox sent from outside a page (the service worker's Background Sync, sw/outbox-sync.ts):
// their own database, the same sender and lock as the page, and a few tries within the one event,
// because the browser fires the sync a moment after the network is back and retries a failed one only
// minutes later.
import { ConsoleDatabase, databaseNameFor } from '../db';
import type { AuthPort } from './auth-port';
import { outboxCounts } from './outbox-queries';
import { OutboxSender } from './outbox-sender';

/** Waits before the next try within one sync event. */
export const SYNC_RETRY_DELAYS_MS = [1000, 2000, 4000];

export type UserOutboxFlushOptions = { fetch: typeof fetch; delaysMs?: readonly number[] };

/**
 * Sends the user's entries at once (the network is back, so a backoff the page left does not apply),
 * trying again after each delay; rejects while some still wait, so the browser tries again later.
 */
export async function flushUserOutbox(userId: string, portFor: (database: ConsoleDatabase) => AuthPort, { fetch, delaysMs = SYNC_RETRY_DELAYS_MS }: UserOutboxFlushOptions): Promise<void> {
  const database = new ConsoleDatabase(databaseNameFor(userId));
  try {
    const sender = new OutboxSender({ port: portFor(database), database, fetch });
    const waiting = async () => (await outboxCounts(userId, database)).pending;
    for (const delay of [...delaysMs, null]) {
      await sender.retryNow();
      if ((await waiting()) === 0) return;
      if (delay === null) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    throw new Error(`${await waiting()} outbox entries still wait to be sent`);
  } finally {
    database.close();
  }
}
