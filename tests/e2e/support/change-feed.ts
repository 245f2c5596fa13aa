// The change feed (GET /api/sync/changes) read from an end-to-end test with the signed-in page's own
// session: a cursor of now, then the event-log entries (audit rows) written after it, to check that
// each write was applied and audited exactly once.
import type { Page } from 'playwright-core';
import type { EventChange, SyncChangesAnswer } from '../../../src/domain/sync/sync-protocol';
import { trackSessionHeaders } from './session-headers';

export type AuditEntry = EventChange['entry'];

export type ChangeFeed = {
  /** The feed's cursor of now. */
  cursor: () => Promise<string>;
  /** Event-log entries written since the cursor. */
  eventsSince: (cursor: string) => Promise<AuditEntry[]>;
};

/** Starts watching the page's API requests for the Authorization header; call before signing in. */
export function trackChangeFeed(page: Page): ChangeFeed {
  const headers = trackSessionHeaders(page);
  const read = async (since?: string): Promise<SyncChangesAnswer> => {
    const response = await page.request.get('/api/sync/changes', { headers: await headers(), params: since ? { since, limit: 500 } : undefined });
    if (response.status() !== 200) throw new Error(`sync answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as SyncChangesAnswer;
  };
  return {
    cursor: async () => (await read()).cursor,
    eventsSince: async (cursor) => {
      const events: AuditEntry[] = [];
      let since = cursor;
      for (;;) {
        const answer = await read(since);
        if (answer.reset) throw new Error('The change feed reset the cursor.');
        for (const change of answer.changes) if (change.kind === 'event') events.push(change.entry);
        since = answer.cursor;
        if (!answer.more) return events;
      }
    },
  };
}
