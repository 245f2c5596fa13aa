// Records of another team do not exist for a caller outside it: lists, searches, filters and
// categories leave them out, calls naming their ids answer 404 and change nothing, and references to
// them are refused like references to ids that do not exist. The records belong to the engineer in
// Lab B; the operator (Lab A) and an engineer of Lab C try them (support/authorisation-fixtures.ts).
import { describe, expect, it } from 'vitest';
import { ENTITY_CAPABILITIES, RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RecordAnswer, RecordPage } from '../../src/domain/records/record-wire';
import { recordListRight } from '../../server/routes/route-rights';
import { LAB_B_MARK, LAB_B_TAG, useAuthorisationServer } from './support/authorisation-fixtures';
import type { Caller } from './support/authorisation-fixtures';
import { NOT_FOUND_MSG, messages } from './support/record-requests';

const env = useAuthorisationServer();

/** The operator and the other team's engineer, for the kinds whose list right they hold. */
function outsiders(entity: RecordEntity): Caller[] {
  const right = recordListRight(entity);
  return [env.callers.operator, env.callers.otherTeam].filter((c) => right === 'auth' || c.rights.includes(right));
}

async function listIds(caller: Caller, entity: RecordEntity, query: string): Promise<{ ids: number[]; total: number }> {
  const res = await caller.request('GET', `/api/db/${entity}?ItemsPerPage=-1&includeDeleted=true&${query}`);
  expect(res.status, `${caller.name} ${entity}?${query}: ${res.text}`).toBe(200);
  const page = res.body as RecordPage;
  return { ids: page.items.map((r) => r.id), total: page.total };
}

describe("another team's records in lists", () => {
  it('are left out of searches and filters for callers outside the team, and found by the team', async () => {
    const ownerId = env.callers.engineer.userId;
    const queries = [`search=${LAB_B_MARK}`, `teamId=${env.labBTeamId}`, `ownerId=${ownerId}`, ''];
    for (const entity of RECORD_ENTITIES) {
      const id = env.labB[entity].id;
      for (const caller of outsiders(entity)) {
        for (const query of queries) {
          const { ids, total } = await listIds(caller, entity, query);
          expect(ids, `${caller.name} listed ${entity} ${id} with ?${query}`).not.toContain(id);
          if (query !== '') expect(total, `${caller.name} ${entity}?${query}`).toBe(0);
        }
      }
      for (const caller of [env.callers.engineer, env.callers.admin]) {
        expect((await listIds(caller, entity, `search=${LAB_B_MARK}`)).ids).toEqual([id]);
      }
    }
  });

  it('do not lend their tags to the categories of callers outside the team', async () => {
    for (const entity of RECORD_ENTITIES.filter((e) => e !== 'package')) {
      const names = async (caller: Caller) => ((await caller.request('GET', `/api/db/${entity}/categories`)).body as { name: string }[]).map((c) => c.name);
      for (const caller of outsiders(entity)) expect(await names(caller), `${caller.name} ${entity}`).not.toContain(LAB_B_TAG);
      expect(await names(env.callers.engineer)).toContain(LAB_B_TAG);
    }
  });
});

describe("another team's records named by id", () => {
  it('answer 404 to every call of a caller outside the team, and stay as they were', async () => {
    for (const entity of RECORD_ENTITIES) {
      const base = `/api/db/${entity}`;
      const rec = env.labB[entity];
      for (const caller of outsiders(entity)) {
        const ids = [rec.id];
        // Valid requests that would change the record for someone allowed to.
        const calls: [string, string, unknown][] = [
          ['GET', `${base}/${rec.id}?rev=1`, undefined],
          ['PUT', `${base}/${rec.id}`, { recRev: rec.recRev, name: 'Taken over' }],
          ['PUT', `${base}/${rec.id}?publish=${ENTITY_CAPABILITIES[entity].canEdit}`, { recRev: rec.recRev, name: 'Taken over' }],
          ['POST', `${base}/${rec.id}/publish`, { recRev: rec.recRev + 1 }],
          ['POST', `${base}/${rec.id}/discard`, undefined],
          ['DELETE', base, ids],
          ['DELETE', `${base}?permanent=true&reason=cleanup&ignoreReferences=true`, { ids }],
          ['POST', `${base}/restore`, ids],
          ['POST', `${base}/SetRecordState`, { ids, recState: 2, includeDependencies: true }],
          ['POST', `${base}/AssignSecurity`, { ids, recOwnerId: caller.userId }],
          ['POST', `${base}/ChangeProject`, { ids, projectId: -1, expId: -1 }],
        ];
        for (const [method, path, body] of calls) {
          const res = await caller.request(method, path, body);
          expect(res.status, `${caller.name} ${method} ${path}: ${res.text}`).toBe(404);
          expect(messages(res)).toEqual([NOT_FOUND_MSG]);
        }
      }
      const after = (await env.callers.engineer.request('GET', `${base}/${rec.id}`)).body as RecordAnswer;
      expect(after).toMatchObject({ name: rec.name, recRev: rec.recRev, recDeleted: false, recState: 1, recOwnerId: rec.recOwnerId, recTeamId: env.labBTeamId, userEditing: null });
    }
  });

  it('are not exported to a caller outside the team', async () => {
    const path = `/api/db/package/export?ids=${env.labB.package.id}`;
    expect((await env.callers.otherTeam.request('GET', path)).status).toBe(404);
    expect((await env.callers.engineer.request('GET', path)).status).toBe(200);
  });

  it('are refused as references exactly like ids that do not exist', async () => {
    const { otherTeam } = env.callers;
    const refusal = async (entity: RecordEntity, body: Record<string, unknown>) => {
      const res = await otherTeam.request('POST', `/api/db/${entity}`, { name: 'Lab C try', ...body });
      return { status: res.status, body: res.body };
    };
    const missing = 999_999;
    const cases: [RecordEntity, string, RecordEntity, number][] = [
      ['contact', 'customerId', 'customer', env.labB.customer.id],
      ['experiment', 'projectId', 'project', env.labB.project.id],
      ['person', 'expId', 'experiment', env.labB.experiment.id],
    ];
    for (const [entity, field, kind, id] of cases) {
      const hidden = await refusal(entity, { [field]: id });
      const absent = await refusal(entity, { [field]: missing });
      expect(hidden.status).toBe(400);
      expect(JSON.stringify(hidden.body)).toBe(JSON.stringify(absent.body).replace(String(missing), String(id)));
      expect(JSON.stringify(hidden.body)).toContain(`The ${kind} ${id} was not found`);
    }
    // Moving one's own record into the other team's project is refused the same way.
    const own = (await otherTeam.request('POST', '/api/db/person', { name: 'Lab C person' })).body as RecordAnswer;
    const move = await otherTeam.request('POST', '/api/db/person/ChangeProject', { ids: [own.id], projectId: env.labB.project.id, expId: -1 });
    expect(move.status).toBe(400);
    expect(messages(move)).toEqual([`The project ${env.labB.project.id} was not found or you do not have enough permissions.`]);
  });
});
