// GET /api/sync/changes (our extension, docs/api.md "Sync"): what changed since the client's cursor that
// the caller may read, a page at a time, so a mirror catches up without browsing whole trees again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYNC_CHANGES_PATH, SYNC_DEFAULT_LIMIT, SYNC_MAX_LIMIT } from '../../src/domain/sync/sync-protocol';
import type { SyncChangesAnswer } from '../../src/domain/sync/sync-protocol';
import type { ServerContext } from '../context';
import type { NodeService } from '../nodes/node-service';
import { loadViewer } from '../records/record-viewer';
import type { AuthGuards } from '../services/auth-guard';
import { MSG_AUTH_REQUIRED, getAuth, requestRights } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { parseInput } from '../services/validation';
import { buildFeedPage, readChangeRows } from '../sync/change-feed';
import { CHANGE_LOG_RETENTION_MS, changeLogHead, changeLogPrunedThrough, pruneChangeLog } from '../sync/change-log';
import { cursorSchema, decodeCursor, encodeCursor, sightFingerprint } from '../sync/sync-cursor';

const changesQuery = z.object({
  since: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_MAX_LIMIT).default(SYNC_DEFAULT_LIMIT),
});

/** How often one server instance runs the prune rule (on a request to this route, in the background). */
const PRUNE_INTERVAL_MS = 3600 * 1000;

export function registerSyncRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards, nodes: NodeService): void {
  const { db } = ctx;
  let nextPrune = 0;

  app.get(SYNC_CHANGES_PATH, { preHandler: guards.requireAuth }, async (request): Promise<SyncChangesAnswer> => {
    const query = parseInput(changesQuery, request.query, 'query');
    const auth = getAuth(request);
    if (!auth) throw httpError(401, MSG_AUTH_REQUIRED);
    const now = Date.now();
    if (now >= nextPrune) {
      nextPrune = now + PRUNE_INTERVAL_MS;
      pruneChangeLog(db, new Date(now - CHANGE_LOG_RETENTION_MS)).catch((error: unknown) => request.log.warn({ err: error }, 'change log prune failed'));
    }
    const viewer = await loadViewer(db, auth.user, await requestRights(ctx, request));
    const sight = { userId: auth.user.id, securityVersion: auth.user.security_version, fingerprint: sightFingerprint(viewer) };
    const head = await changeLogHead(db);
    const fresh = encodeCursor({ ...sight, seq: head });
    if (query.since === undefined) return { changes: [], cursor: fresh, more: false };

    const since = decodeCursor(query.since);
    const sameSight = since.userId === sight.userId && since.securityVersion === sight.securityVersion && since.fingerprint === sight.fingerprint;
    // A cursor beyond the head belongs to another database (a restore): as unusable as a pruned one.
    if (!sameSight || since.seq < (await changeLogPrunedThrough(db)) || since.seq > head) return { reset: true, cursor: fresh, changes: [], more: false };

    const rows = await readChangeRows(db, since.seq, query.limit);
    const page = await buildFeedPage(db, nodes, { user: auth.user, viewer, ip: request.ip }, rows, query.limit);
    return { changes: page.changes, cursor: encodeCursor({ ...sight, seq: page.lastSeq || since.seq }), more: page.more };
  });
}
