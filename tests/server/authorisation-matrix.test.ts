// Every route of the running server against five kinds of caller, as server/routes/route-rights.ts
// states it: the app's real route list must match the table, and each row's probe must answer each
// caller as the row says. Probes are chosen to change nothing lasting (invalid input, stale revisions,
// no-op changes, or a soft delete that is restored at once).
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse } from '../../src/domain/nodes/node-protocol';
import { RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { Right } from '../../src/domain/rights';
import { ROUTE_RIGHTS } from '../../server/routes/route-rights';
import type { RouteCaller, RouteOutcome, RouteRight } from '../../server/routes/route-rights';
import { registeredRoutes } from '../../server/services/route-list';
import { CALLER_NAMES, useAuthorisationServer } from './support/authorisation-fixtures';
import type { Caller } from './support/authorisation-fixtures';
import { CONTROLLER } from './support/node-batch-client';
import type { TestResponse } from './support/test-client';

const env = useAuthorisationServer();

const TABLE = 'server/routes/route-rights.ts';
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The callers who may read the engineer's Lab B records: the engineer (owner, Lab B) and admin. */
const READS_LAB_B: Record<RouteCaller, boolean> = { anonymous: false, operator: false, engineer: true, admin: true, otherTeam: false };

function holds(caller: Caller, right: string): boolean {
  return caller.rights.includes(right) || caller.rights.includes(Right.admin);
}

function expectedOutcome(row: RouteRight, caller: Caller): RouteOutcome {
  const override = row.expect?.[caller.name];
  if (override !== undefined) return override;
  if (row.required === 'public') return 'allowed';
  if (caller.name === 'anonymous') return 401;
  if (row.required !== 'auth' && !holds(caller, row.required)) return 403;
  if (row.teamRecords && !READS_LAB_B[caller.name]) return 404;
  return 'allowed';
}

function isUnknownRoute(res: TestResponse): boolean {
  return res.status === 404 && res.text.includes('Not found: ');
}

function matches(outcome: RouteOutcome, res: TestResponse, row: RouteRight): boolean {
  if (outcome !== 'allowed') return res.status === outcome;
  if (res.status >= 500 || res.status === 401 || res.status === 403 || isUnknownRoute(res)) return false;
  // A record route must find the caller's own record; elsewhere a 404 may be the route's answer to
  // an id the default probe made up.
  return !(row.teamRecords && res.status === 404);
}

type Probe = { path: string; body?: unknown; undo?: (res: TestResponse) => Promise<void> };

/** Probes for routes whose default (params filled in, `{}` as body) would change data or miss the point. */
const PROBES: Record<string, (rec: RecordAnswer | undefined, base: string) => Probe> = {
  'PUT /api/db/{entity}/:id': (rec, base) => ({ path: `${base}/${rec?.id}`, body: { recRev: 999 } }),
  'POST /api/db/{entity}/:id/publish': (rec, base) => ({ path: `${base}/${rec?.id}/publish`, body: { recRev: 999 } }),
  'DELETE /api/db/{entity}': (rec, base) => ({
    path: base,
    body: [rec?.id],
    // Each soft delete is followed by a restore; with callers at once another's restore may come
    // first (409 The record is not deleted), and the last one leaves the record restored.
    undo: async (res) => {
      if (res.status === 200) expect([200, 409]).toContain((await env.callers.admin.request('POST', `${base}/restore`, [rec?.id])).status);
    },
  }),
  'POST /api/db/{entity}/restore': (rec, base) => ({ path: `${base}/restore`, body: [rec?.id] }),
  'POST /api/db/{entity}/SetRecordState': (rec, base) => ({ path: `${base}/SetRecordState`, body: { ids: [rec?.id], recState: 1 } }),
  'POST /api/db/{entity}/AssignSecurity': (rec, base) => ({ path: `${base}/AssignSecurity`, body: { ids: [rec?.id] } }),
  'POST /api/db/{entity}/ChangeProject': (rec, base) => ({ path: `${base}/ChangeProject`, body: { ids: [rec?.id], projectId: -1, expId: -1 } }),
  'GET /api/db/package/export': () => ({ path: `/api/db/package/export?ids=${env.labB.package.id}` }),
  'POST /api/node/batch': () => ({ path: '/api/node/batch', body: [{ action: BatchAction.browse, gId: '0', filter: { depth: 0 } }] }),
  // An invalid query: answered before any session is ended, so the callers stay signed in.
  'POST /api/account/logout': () => ({ path: '/api/account/logout?sessionExpired=probe' }),
};

function probeOf(row: RouteRight): Probe {
  const match = /^\/api\/db\/([a-z]+)(\/.*)?$/.exec(row.url);
  const entity = RECORD_ENTITIES.find((e) => e === match?.[1]) as RecordEntity | undefined;
  const rec = entity ? env.labB[entity] : undefined;
  const base = `/api/db/${entity}`;
  const special = PROBES[routeKey(row)] ?? (entity ? PROBES[`${row.method} /api/db/{entity}${match?.[2] ?? ''}`] : undefined);
  if (special) return special(rec, base);
  const path = row.url
    .replace(':id', String(rec?.id ?? 999999))
    .replace(':guid', rec?.guid ?? 'no-such-guid')
    .replace(/:[A-Za-z]+/g, '999999')
    .replace('*', 'probe/page');
  return { path, body: row.method === 'GET' ? undefined : {} };
}

function describeOutcome(outcome: RouteOutcome): string {
  if (outcome === 'allowed') return 'allowed (2xx or an input/state 4xx, not 401/403 or an unknown route)';
  if (outcome === 404) return '404 (as if the record did not exist)';
  return String(outcome);
}

describe('the route table', () => {
  it(`has exactly one row for every route the app registers (${TABLE})`, () => {
    const actual = registeredRoutes(env.server.app);
    const gets = new Set(actual.filter((r) => r.method === 'GET').map((r) => r.url));
    // A HEAD route beside a GET route of the same url runs the GET route's guards.
    const routes = new Set(actual.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map(routeKey));
    const rows = ROUTE_RIGHTS.map(routeKey);
    const problems = [
      ...[...routes].filter((k) => !rows.includes(k)).map((k) => `no row for ${k}: add { method: '${k.split(' ')[0]}', url: '${k.split(' ')[1]}', required: 'public' | 'auth' | Right.<name> } to ROUTE_RIGHTS in ${TABLE} (teamRecords: true when it takes record ids; a PROBES entry in this test when an empty body or made-up ids would not reach its guards or would change data)`),
      ...rows.filter((k) => !routes.has(k)).map((k) => `row ${k} names no route of the app: remove or correct it in ${TABLE}`),
      ...rows.filter((k, i) => rows.indexOf(k) !== i).map((k) => `row ${k} appears more than once in ${TABLE}`),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('every route answers every kind of caller as its row says', () => {
  for (const row of ROUTE_RIGHTS) {
    it(`${routeKey(row)} (${row.required})`, async () => {
      // The callers of one row run at once; rows run one after another.
      const answers = await Promise.all(
        CALLER_NAMES.map(async (name) => {
          const caller = env.callers[name];
          const probe = probeOf(row);
          const res = await caller.request(row.method, probe.path, probe.body);
          await probe.undo?.(res);
          const outcome = expectedOutcome(row, caller);
          return matches(outcome, res, row) ? null : `${name}: expected ${describeOutcome(outcome)}, got ${res.status} ${JSON.stringify(res.text.slice(0, 200))}`;
        }),
      );
      const mismatches = answers.filter((m) => m !== null);
      const hint = `${routeKey(row)}: fix the route's guard, or the row in ${TABLE} if the rule changed on purpose (probe: ${probeOf(row).path})`;
      expect(mismatches, `${hint}\n${mismatches.join('\n')}`).toEqual([]);
    });
  }
});

type NodeCase = { title: string; query?: string; item: BatchRequestItem; results: Record<Exclude<RouteCaller, 'anonymous'>, number> };

const OK = BatchResult.ok;
const DENIED = BatchResult.accessDenied;

async function batch(caller: Caller, items: BatchRequestItem[], query = ''): Promise<BatchResponse> {
  const res = await caller.request('POST', `/api/node/batch${query ? `?${query}` : ''}`, items);
  if (res.status !== 200) throw new Error(`batch of ${caller.name} answered ${res.status}: ${res.text}`);
  return res.body as BatchResponse;
}

describe('node batch items check rights per item', () => {
  it('gives each kind of caller the results of docs/nodes.md "Access"', async () => {
    const { admin } = env.callers;
    // Updates write the value already stored, so the admin's allowed update changes nothing.
    const [locale, tag] = (await batch(admin, [
      { action: BatchAction.read, gId: '0.Settings.Locale', propIds: ['noOfDecimals'] },
      { action: BatchAction.read, gId: '0.Settings.gsDBTags.Urgent', propIds: ['Value'] },
    ])).responses.map((r) => r.values?.[0]?.value);
    const flow = (await batch(admin, [{ action: BatchAction.read, gId: '0.Pump', propIds: ['FlowRate'] }], CONTROLLER)).responses[0]?.values?.[0]?.value;
    const cases: NodeCase[] = [
      { title: 'browse the About page', item: { action: BatchAction.browse, gId: '0.Settings.System.Info', filter: { depth: 0 } }, results: { operator: OK, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'browse settings', item: { action: BatchAction.browse, gId: '0.Settings.Locale', filter: { depth: 0 } }, results: { operator: DENIED, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'read a setting', item: { action: BatchAction.read, gId: '0.Settings.Locale', propIds: ['noOfDecimals'] }, results: { operator: DENIED, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'update a setting', item: { action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: locale as number }] }, results: { operator: DENIED, engineer: DENIED, otherTeam: DENIED, admin: OK } },
      { title: 'read an advanced property', item: { action: BatchAction.read, gId: '0.Settings.System.Info', propIds: ['ServerId'] }, results: { operator: DENIED, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'browse licences', item: { action: BatchAction.browse, gId: '0.Settings.Licenses', filter: { depth: 0 } }, results: { operator: DENIED, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'update a tag definition', item: { action: BatchAction.update, gId: '0.Settings.gsDBTags.Urgent', values: [{ id: 'Value', value: tag as string }] }, results: { operator: DENIED, engineer: DENIED, otherTeam: DENIED, admin: OK } },
      { title: 'create a share link (records.share)', item: { action: BatchAction.call, gId: '0.Settings.System.Info', methodName: 'CreateShareLink', args: [1] }, results: { operator: DENIED, engineer: DENIED, otherTeam: DENIED, admin: OK } },
      { title: 'read a pump setting', query: CONTROLLER, item: { action: BatchAction.read, gId: '0.Pump', propIds: ['FlowRate'] }, results: { operator: OK, engineer: OK, otherTeam: OK, admin: OK } },
      { title: 'update a pump setting', query: CONTROLLER, item: { action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: flow as number }] }, results: { operator: DENIED, engineer: OK, otherTeam: OK, admin: OK } },
      // Refused after the access check (unknown type, missing reason, bad content): nothing changes for anyone.
      { title: 'create an instrument', query: CONTROLLER, item: { action: BatchAction.create, gId: '0', className: 'NoSuchType', name: 'x' }, results: { operator: DENIED, engineer: BatchResult.invalidArgument, otherTeam: BatchResult.invalidArgument, admin: BatchResult.invalidArgument } },
      { title: 'delete an instrument for good', query: CONTROLLER, item: { action: BatchAction.delete, gId: '0.Pump', permanent: true }, results: { operator: DENIED, engineer: BatchResult.reasonRequired, otherTeam: BatchResult.reasonRequired, admin: BatchResult.reasonRequired } },
      { title: 'import under an instrument', query: CONTROLLER, item: { action: BatchAction.deserialize, gId: '0', content: 'not json' }, results: { operator: DENIED, engineer: BatchResult.invalidArgument, otherTeam: BatchResult.invalidArgument, admin: BatchResult.invalidArgument } },
      { title: 'create a setting node', item: { action: BatchAction.create, gId: '0.Settings.gsDBTags', className: 'NoSuchType', name: 'x' }, results: { operator: DENIED, engineer: DENIED, otherTeam: DENIED, admin: BatchResult.invalidArgument } },
      { title: 'read an internal property', query: CONTROLLER, item: { action: BatchAction.read, gId: '0.Pump', propIds: ['FirmwareBuild'] }, results: { operator: DENIED, engineer: DENIED, otherTeam: DENIED, admin: OK } },
    ];
    const mismatches: string[] = [];
    for (const name of CALLER_NAMES) {
      if (name === 'anonymous') continue;
      for (const query of ['', CONTROLLER]) {
        const mine = cases.filter((c) => (c.query ?? '') === query);
        const answer = await batch(env.callers[name], mine.map((c) => c.item), query);
        mine.forEach((c, i) => {
          const got = answer.responses[i]?.result;
          if (got !== c.results[name]) mismatches.push(`${name}, ${c.title}: expected result ${c.results[name]}, got ${got} ${answer.responses[i]?.resultText ?? ''}`);
        });
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });
});
