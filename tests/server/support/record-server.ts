// Record tests: one test server per file with the seeded users signed in as record API sessions, the
// seeded ids record tests name, and the stored placement of records.
import { sessionOf } from './record-requests';
import type { Session } from './record-requests';
import { useSeededServer } from './seeded-server';
import type { SeededEnv } from './seeded-server';
import type { TestServer } from './test-server';

export type RecordTestEnv = SeededEnv<Session>;

/** Ids of the seeded users, teams and roles (server/db/seed.ts). */
export const SEEDED = { operator: 2, engineer: 3, labA: 1, labB: 2, engineersRole: 2, operatorsRole: 3 } as const;

export const NO_RIGHT_MSG = 'You do not have enough permissions to do this with the record.';

export function useRecordServer(): RecordTestEnv {
  return useSeededServer(sessionOf);
}

/** Project, experiment and team of records as stored, by id. */
export async function storedPlacement(server: TestServer, ids: number[]) {
  return server.database.db.selectFrom('records').select(['id', 'project_id', 'exp_id', 'team_id']).where('id', 'in', ids).orderBy('id').execute();
}
