// One test server per event log test file, with admin and engineer signed in and a helper that writes
// entries straight through writeAudit (as the server's own code does).
import { afterAll, beforeAll } from 'vitest';
import type { EventLogPage } from '../../../src/domain/eventlog/eventlog-protocol';
import { writeAudit } from '../../../server/services/audit-log';
import type { AuditEntry } from '../../../server/services/audit-log';
import { sessionOf } from './record-requests';
import type { Session } from './record-requests';
import type { TestResponse } from './test-client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

export type EventLogEnv = { server: TestServer; admin: Session; engineer: Session };

export function useEventLogServer(): EventLogEnv {
  const env = {} as EventLogEnv;
  beforeAll(async () => {
    env.server = await startTestServer();
    [env.admin, env.engineer] = await Promise.all([sessionOf(env.server, 'admin'), sessionOf(env.server, 'engineer')]);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}

export async function writeEntries(env: EventLogEnv, entries: readonly AuditEntry[]): Promise<void> {
  for (const entry of entries) await writeAudit(env.server.database.db, entry);
}

export function eventPage(res: TestResponse): EventLogPage {
  if (res.status !== 200) throw new Error(`expected an event log page, got ${res.status} ${res.text}`);
  return res.body as EventLogPage;
}
