// Who a node batch runs as. Two doors, chosen by the request, never mixed:
// - no shareId/pass: the bearer token (requireAuth; requireAuthToRead for a batch that changes nothing),
//   the user's own rights;
// - shareId (query) and its pass (X-Share-Password header, preferred, or the sharePass query
//   parameter): the share link is the credential. A token the browser also sends is not consulted;
//   the batch runs with the link creator's current rights, confined to the link's subtree and to
//   read-only actions (server/nodes/share-scope.ts).
// So the only request that runs without a login is one with a valid share link.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HEADER_SHARE_PASSWORD, MSG_SHARE_LINK_INVALID, MSG_SHARE_LINK_OTHER_CONTROLLER, MSG_SHARE_PARAMS_TOGETHER } from '../../src/domain/nodes/share-links';
import { HEADER_MUTATION_ID } from '../../src/domain/mutation-id';
import type { ServerContext } from '../context';
import type { UserRow } from '../db/schema';
import { isReadOnlyBody } from '../nodes/batch-budget';
import { batchQuerySchema, sharePassSchema } from '../nodes/batch-schema';
import type { OpenShareLink } from '../nodes/share-link-store';
import { openShareLink } from '../nodes/share-link-store';
import type { ShareScope } from '../nodes/share-scope';
import type { AuthGuards } from '../services/auth-guard';
import { MSG_AUTH_REQUIRED, getAuth, requestRights } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { loadUserRights } from '../services/user-rights';
import { parseInput } from '../services/validation';

export type BatchCaller = { user: UserRow; rights: ReadonlySet<string>; share?: ShareScope };

export type BatchCallerGuard = {
  /** The batch route's preHandler: a valid share link, or else a valid token. */
  authenticate: preHandlerAsyncHookHandler;
  /** The caller the preHandler let through. */
  callerOf(request: FastifyRequest): Promise<BatchCaller>;
  /** The query the preHandler parsed (the route reads controller and download from it). */
  queryOf(request: FastifyRequest): BatchQuery;
};

function parseBatchQuery(query: unknown) {
  return parseInput(batchQuerySchema, query, 'query');
}

export type BatchQuery = ReturnType<typeof parseBatchQuery>;
type ShareCredential = { shareId: string; sharePass: string };

/** The share link a request presents, if any; the header's pass wins over the query's. */
function shareCredentialOf(query: BatchQuery, request: FastifyRequest): ShareCredential | undefined {
  let sharePass = query.sharePass;
  const header: unknown = request.headers[HEADER_SHARE_PASSWORD.toLowerCase()];
  if (header !== undefined) {
    const parsed = sharePassSchema.safeParse(header);
    if (!parsed.success) throw httpError(400, `${HEADER_SHARE_PASSWORD} must be 1 to 200 characters.`, { field: HEADER_SHARE_PASSWORD });
    sharePass = parsed.data;
  }
  // A share link is the pair: one half alone is a mistake, not an anonymous request.
  if ((query.shareId === undefined) !== (sharePass === undefined)) throw httpError(400, MSG_SHARE_PARAMS_TOGETHER);
  return query.shareId === undefined || sharePass === undefined ? undefined : { shareId: query.shareId, sharePass };
}

export function createBatchCallerGuard(ctx: ServerContext, guards: AuthGuards): BatchCallerGuard {
  const shareByRequest = new WeakMap<FastifyRequest, OpenShareLink>();
  const queryByRequest = new WeakMap<FastifyRequest, BatchQuery>();

  function queryOf(request: FastifyRequest): BatchQuery {
    let query = queryByRequest.get(request);
    if (!query) {
      query = parseBatchQuery(request.query);
      queryByRequest.set(request, query);
    }
    return query;
  }

  const authenticate: preHandlerAsyncHookHandler = async function (request, reply) {
    const query = queryOf(request);
    const credential = shareCredentialOf(query, request);
    if (!credential) {
      // A batch that changes nothing, not even the mutation log, may take its session as read a moment ago
      // (services/session-reuse.ts).
      const reads = isReadOnlyBody(request.body) && request.headers[HEADER_MUTATION_ID.toLowerCase()] === undefined;
      await (reads ? guards.requireAuthToRead : guards.requireAuth).call(this, request, reply);
      return;
    }
    const open = await openShareLink(ctx.db, credential.shareId, credential.sharePass);
    if (!open) throw httpError(403, MSG_SHARE_LINK_INVALID);
    // Checked after the pass, so only a holder of the whole link learns which host it is for.
    if (open.link.host !== (query.controller ?? '')) throw httpError(403, MSG_SHARE_LINK_OTHER_CONTROLLER, { field: 'controller' });
    shareByRequest.set(request, open);
  };

  async function callerOf(request: FastifyRequest): Promise<BatchCaller> {
    const open = shareByRequest.get(request);
    if (open) {
      // The creator's rights now, not when the link was made: a creator who lost rights shares less.
      const { rights } = await loadUserRights(ctx.db, open.creator.id);
      return { user: open.creator, rights, share: { linkId: open.link.id, rootGId: open.link.g_id } };
    }
    const auth = getAuth(request);
    if (!auth) throw httpError(401, MSG_AUTH_REQUIRED);
    const { rights } = await requestRights(ctx, request);
    return { user: auth.user, rights };
  }

  return { authenticate, callerOf, queryOf };
}
