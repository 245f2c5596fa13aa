// One test server per authorisation test file with the five kinds of caller of
// server/routes/route-rights.ts signed in once, and one record of every kind owned by the engineer
// in team Lab B: the records the operator (Lab A) and the other team's engineer (Lab C) must not see.
import { afterAll, beforeAll } from 'vitest';
import { RECORD_ENTITIES } from '../../../src/domain/records/record-entities';
import type { RecordEntity } from '../../../src/domain/records/record-entities';
import type { RecordAnswer } from '../../../src/domain/records/record-wire';
import type { RouteCaller } from '../../../server/routes/route-rights';
import { packageMeta, xpkg } from './package-archives';
import { record, sessionOf } from './record-requests';
import { createTeamUser } from './team-user';
import type { TestResponse } from './test-client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

/** In every Lab B record's name, so a search for it finds them all and nothing else. */
export const LAB_B_MARK = 'Zebra';
/** On every Lab B record, so the categories of a caller who can not read them must not name it. */
export const LAB_B_TAG = 'zebra-secret-tag';

export type Caller = {
  name: RouteCaller;
  userId: number | null;
  /** Rights of the caller's AuthData (empty for anonymous). */
  rights: readonly string[];
  request(method: string, path: string, body?: unknown): Promise<TestResponse>;
};

export type AuthorisationEnv = {
  server: TestServer;
  callers: Record<RouteCaller, Caller>;
  /** The engineer's records in Lab B, one per kind, as the engineer read them after creating. */
  labB: Record<RecordEntity, RecordAnswer>;
  labBTeamId: number;
};

export const CALLER_NAMES: readonly RouteCaller[] = ['anonymous', 'operator', 'engineer', 'admin', 'otherTeam'];

const OTHER_TEAM = { username: 'engineer-c', password: 'other-team-secret-1', role: 'Engineers', team: 'Lab C' };

async function signIn(server: TestServer, name: RouteCaller, username: string, password?: string): Promise<Caller> {
  const { client, auth } = await server.login(username, password);
  const user = await server.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return {
    name,
    userId: user.id,
    rights: auth.rights.features,
    request: (method, path, body) => client.request(method, path, { body, token: auth.token }),
  };
}

async function anonymous(server: TestServer): Promise<Caller> {
  const client = await server.client();
  return { name: 'anonymous', userId: null, rights: [], request: (method, path, body) => client.request(method, path, { body }) };
}

async function created(res: Promise<TestResponse>): Promise<RecordAnswer> {
  return record(await res);
}

async function createLabBRecords(env: AuthorisationEnv): Promise<void> {
  const { engineer, admin } = env.callers;
  const tags = [{ name: LAB_B_TAG, value: '', color: '#112233' }];
  const make = (entity: RecordEntity, body: Record<string, unknown>) => created(engineer.request('POST', `/api/db/${entity}`, { name: `${LAB_B_MARK} ${entity}`, recTags: tags, ...body }));
  const labB = {} as Record<RecordEntity, RecordAnswer>;
  labB.customer = await make('customer', {});
  labB.contact = await make('contact', { customerId: labB.customer.id });
  labB.person = await make('person', {});
  labB.feature = await make('feature', { featureUID: 'ZEBRA.F1' });
  labB.project = await make('project', {});
  labB.experiment = await make('experiment', {});
  // Engineers may not create licences or packages: the admin makes them and hands them to the engineer.
  const placement = { recOwnerId: engineer.userId, recTeamId: env.labBTeamId };
  labB.license = await created(admin.request('POST', '/api/db/license', { name: `${LAB_B_MARK} license`, recTags: tags, customerId: labB.customer.id, ...placement }));
  const files = [{ path: 'a.txt', text: 'zebra' }];
  const archive = xpkg([{ meta: packageMeta(`${LAB_B_MARK} package`, files, { recTags: tags }), files }]);
  const upload = await (await sessionOf(env.server, 'admin')).upload('/api/db/package/ImportPackages', 'zebra.xpkg', archive);
  const packageId = (upload.body as { items: { id: number }[] }).items[0]?.id;
  const assigned = await admin.request('POST', '/api/db/package/AssignSecurity', { ids: [packageId], ...placement });
  if (assigned.status !== 200) throw new Error(`package not assigned: ${assigned.text}`);
  for (const entity of RECORD_ENTITIES) labB[entity] = await created(engineer.request('GET', `/api/db/${entity}/${entity === 'package' ? packageId : labB[entity].id}`));
  env.labB = labB;
}

export function useAuthorisationServer(): AuthorisationEnv {
  const env = {} as AuthorisationEnv;
  beforeAll(async () => {
    // An index.html, so the history-mode fallback answers 200 like a built console.
    env.server = await startTestServer({ staticFiles: { 'index.html': '<!doctype html><title>console</title>' } });
    await createTeamUser(env.server, OTHER_TEAM);
    const [operator, engineer, admin, otherTeam] = await Promise.all([
      signIn(env.server, 'operator', 'operator'),
      signIn(env.server, 'engineer', 'engineer'),
      signIn(env.server, 'admin', 'admin'),
      signIn(env.server, 'otherTeam', OTHER_TEAM.username, OTHER_TEAM.password),
    ]);
    env.callers = { anonymous: await anonymous(env.server), operator, engineer, admin, otherTeam };
    const labB = await env.server.database.db.selectFrom('teams').select('id').where('name', '=', 'Lab B').executeTakeFirstOrThrow();
    env.labBTeamId = labB.id;
    await createLabBRecords(env);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}
