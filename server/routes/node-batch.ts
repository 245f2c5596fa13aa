// POST /api/node/batch (node-model.md §7): every node action in one request, answered as
// { responses, descriptors }, for a signed-in user or through a share link (node-batch-caller.ts). See
// docs/api.md "Nodes" and docs/result-codes.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { METHOD_EXPORT_TABLE } from '../../src/domain/csv/export-table';
import type { ExportTableAnswer } from '../../src/domain/csv/export-table';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { ownIdOf } from '../../src/domain/nodes/node-ids';
import type { ServerContext } from '../context';
import { checkItemCount } from '../nodes/batch-budget';
import { batchSchema } from '../nodes/batch-schema';
import { createHeavyRequestLimiter, isLargeBatch } from '../nodes/heavy-requests';
import type { NodeService } from '../nodes/node-service';
import type { AuthGuards } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { attachmentDisposition } from '../services/content-disposition';
import { parseInput } from '../services/validation';
import { createBatchCallerGuard } from './node-batch-caller';

const JSON_TYPE = 'application/json; charset=utf-8';

export const MSG_DOWNLOAD_NEEDS_SERIALIZE = "download=true needs a serialize item or an 'ExportTable' call in the batch.";
const CSV_TYPE = 'text/csv';

/** The item a download answers: the first serialize or ExportTable call (node-model §7), -1 when none. */
function downloadIndex(items: readonly BatchRequestItem[]): number {
  return items.findIndex((i) => i.action === BatchAction.serialize || (i.action === BatchAction.call && i.methodName === METHOD_EXPORT_TABLE));
}

/** The download answer status for a failed serialize or ExportTable item. */
function downloadFailureStatus(result: number): number {
  if (result === BatchResult.notFound) return 404;
  if (result === BatchResult.accessDenied) return 403;
  return 400;
}

/**
 * A batch calling a method may drive an instrument, an effect outside the database: its X-Mutation-Id is
 * claimed and committed before it runs (services/mutations.ts), so a retry never runs it twice.
 */
function hasMethodCall(request: FastifyRequest): boolean {
  return Array.isArray(request.body) && request.body.some((item: unknown) => (item as { action?: unknown } | null)?.action === BatchAction.call);
}

export function registerNodeBatchRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards, nodes: NodeService): void {
  // A share link or a login, decided by the query (node-batch-caller.ts): no third way in.
  const callers = createBatchCallerGuard(ctx, guards);
  const large = createHeavyRequestLimiter();

  app.post('/api/node/batch', { preHandler: callers.authenticate, config: { externalEffect: hasMethodCall } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = callers.queryOf(request);
    checkItemCount(request.body);
    const items = parseInput(batchSchema, request.body) as BatchRequestItem[];
    const host = query.controller ?? '';
    if (host !== '' && !(await nodes.hasController(host))) throw httpError(404, `Controller '${host}' not found.`, { field: 'controller' });
    const download = query.download === 'true';
    if (download && downloadIndex(items) < 0) throw httpError(400, MSG_DOWNLOAD_NEEDS_SERIALIZE, { field: 'download' });

    const caller = await callers.callerOf(request);
    const run = () => nodes.run(host, caller.user, caller.rights, request.ip, items, caller.share, { stopOnFailure: query.stopOnFailure === 'true' });
    // A share link counts for itself and for the address using it (anyone may hold the link).
    const keys = caller.share ? [`share:${caller.share.linkId}`, `ip:${request.ip}`] : [`user:${caller.user.id}`];
    const answer = isLargeBatch(items) ? await large.run(keys, run) : await run();
    // The JSON text the batch built while checking its size: not serialised a second time.
    if (!download) return reply.type(JSON_TYPE).send(answer.json);

    const index = downloadIndex(items);
    const first = answer.response.responses[index];
    if (items[index]?.action === BatchAction.call) {
      if (!first || first.result !== BatchResult.ok) throw httpError(downloadFailureStatus(first?.result ?? BatchResult.error), first?.resultText ?? 'Export failed.');
      // The writer's exact bytes (src/domain/csv), carried base64 in the item's answer.
      const table = first.returnValue as ExportTableAnswer;
      return reply.header('content-disposition', attachmentDisposition(table.fileName)).type(CSV_TYPE).send(Buffer.from(table.contentBase64, 'base64'));
    }
    if (!first || first.result !== BatchResult.ok || first.serializedContent === undefined) {
      throw httpError(downloadFailureStatus(first?.result ?? BatchResult.error), first?.resultText ?? 'Serialize failed.');
    }
    const fileName = `${ownIdOf(first.gId ?? 'export')}.json`;
    return reply
      .header('content-disposition', attachmentDisposition(fileName))
      .type(JSON_TYPE)
      .send(first.serializedContent);
  });
}
