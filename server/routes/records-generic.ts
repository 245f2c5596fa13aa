// The generic record calls of console.md §7 for every record kind, under /api/db/{entity}
// (docs/records.md), plus the revision calls (revisions, publish, discard).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PACKAGE_CATEGORY_NAMES, REVISION_NAMES, Revision } from '../../src/domain/records/record-enums';
import type { Revision as RevisionValue } from '../../src/domain/records/record-enums';
import { RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RevisionInfo } from '../../src/domain/records/record-wire';
import type { ServerContext } from '../context';
import { ANALYSIS_ADD_SAMPLE_PATH } from '../../src/domain/records/analysis-samples';
import { addAnalysisSample } from '../records/analysis-samples';
import { assignSecurity, changeProject, deleteRecords, restoreRecords, setRecordState } from '../records/record-bulk';
import { parseRecordInput } from '../records/record-input';
import { listCategories, listRecords } from '../records/record-list';
import { recordNotFound } from '../records/record-messages';
import { buildAnswers, findVisibleRow } from '../records/record-reader';
import { createRecord, discardDraft, publishDraft, updateRecord } from '../records/record-writer';
import type { AuthGuards } from '../services/auth-guard';
import { entityGuard, viewerOf } from './records-access';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const guidParams = z.object({ guid: z.string().min(1).max(100) });
const readQuery = z.object({ rev: z.coerce.number().int().min(1).optional() });
const updateQuery = z.object({ publish: z.enum(['true', 'false']).default('false') });

export function registerRecordRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  for (const entity of RECORD_ENTITIES) registerEntity(app, ctx, guards, entity);
  // An analysis is an experiment record (records/analysis-samples.ts): the experiment's guard, then its record rights.
  app.post(ANALYSIS_ADD_SAMPLE_PATH, { preHandler: entityGuard(guards, 'experiment') }, async (request) => addAnalysisSample(ctx.db, await viewerOf(ctx, request), request.body, request));
}

function registerEntity(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards, entity: RecordEntity): void {
  const { db } = ctx;
  const base = `/api/db/${entity}`;
  const preHandler = entityGuard(guards, entity);

  app.post(base, { preHandler }, async (request, reply) => {
    const answer = await createRecord(db, await viewerOf(ctx, request), entity, request.body, request);
    return reply.code(201).send(answer);
  });

  app.get(base, { preHandler }, async (request) => listRecords(db, await viewerOf(ctx, request), entity, request.query));

  app.get(`${base}/categories`, { preHandler }, async (request) => listCategories(db, await viewerOf(ctx, request), entity, PACKAGE_CATEGORY_NAMES));

  app.get(`${base}/guid/:guid`, { preHandler }, async (request) => {
    const { guid } = parseRecordInput(guidParams, request.params);
    const viewer = await viewerOf(ctx, request);
    const row = await findVisibleRow(db, viewer, entity, { guid });
    if (!row) throw recordNotFound();
    const [answer] = await buildAnswers(db, viewer, [row], 'ownDraft');
    return answer;
  });

  app.get(`${base}/:id`, { preHandler }, async (request) => {
    const { id } = parseRecordInput(idParams, request.params);
    const { rev } = parseRecordInput(readQuery, request.query);
    const viewer = await viewerOf(ctx, request);
    const row = await findVisibleRow(db, viewer, entity, { id });
    if (!row) throw recordNotFound();
    const [answer] = await buildAnswers(db, viewer, [row], rev === undefined ? 'ownDraft' : { rev });
    if (!answer) throw recordNotFound();
    return answer;
  });

  app.get(`${base}/:id/revisions`, { preHandler }, async (request): Promise<RevisionInfo[]> => {
    const { id } = parseRecordInput(idParams, request.params);
    const viewer = await viewerOf(ctx, request);
    const row = await findVisibleRow(db, viewer, entity, { id });
    if (!row) throw recordNotFound();
    const stored = await db
      .selectFrom('record_revisions')
      .leftJoin('users', 'users.id', 'record_revisions.editor_id')
      .select(['record_revisions.rev', 'record_revisions.rev_state', 'record_revisions.editor_id', 'record_revisions.created_at', 'users.display_name'])
      .where('record_revisions.record_id', '=', id)
      .execute();
    const editor = row.modified_by === null ? undefined : await db.selectFrom('users').select('display_name').where('id', '=', row.modified_by).executeTakeFirst();
    const all: RevisionInfo[] = [
      ...stored.map((r) => ({ rev: r.rev, revState: r.rev_state, revStateName: REVISION_NAMES[r.rev_state as RevisionValue], editorId: r.editor_id, editorName: r.display_name, time: r.created_at })),
      { rev: row.rec_rev, revState: Revision.current, revStateName: REVISION_NAMES[Revision.current], editorId: row.modified_by, editorName: editor?.display_name ?? null, time: row.modified_at },
    ];
    return all.sort((a, b) => b.rev - a.rev);
  });

  app.put(`${base}/:id`, { preHandler }, async (request) => {
    const { id } = parseRecordInput(idParams, request.params);
    const { publish } = parseRecordInput(updateQuery, request.query);
    return updateRecord(db, await viewerOf(ctx, request), entity, id, request.body, { publish: publish === 'true' }, request);
  });

  app.post(`${base}/:id/publish`, { preHandler }, async (request) => {
    const { id } = parseRecordInput(idParams, request.params);
    return publishDraft(db, await viewerOf(ctx, request), entity, id, request.body, request);
  });

  app.post(`${base}/:id/discard`, { preHandler }, async (request) => {
    const { id } = parseRecordInput(idParams, request.params);
    return discardDraft(db, await viewerOf(ctx, request), entity, id, request);
  });

  app.delete(base, { preHandler }, async (request) => deleteRecords(db, await viewerOf(ctx, request), entity, request.body, request.query, request));

  app.post(`${base}/restore`, { preHandler }, async (request) => ({ items: await restoreRecords(db, await viewerOf(ctx, request), entity, request.body, request) }));

  app.post(`${base}/SetRecordState`, { preHandler }, async (request) => ({ items: await setRecordState(db, await viewerOf(ctx, request), entity, request.body, request) }));

  app.post(`${base}/AssignSecurity`, { preHandler }, async (request) => ({ items: await assignSecurity(db, await viewerOf(ctx, request), entity, request.body, request) }));

  app.post(`${base}/ChangeProject`, { preHandler }, async (request) => ({ items: await changeProject(db, await viewerOf(ctx, request), entity, request.body, request) }));
}
