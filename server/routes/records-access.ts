// The list right each record kind needs before any per-record rule applies (console.md §6).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { loadViewer } from '../records/record-viewer';
import type { Viewer } from '../records/record-viewer';
import type { AuthGuards } from '../services/auth-guard';
import { MSG_AUTH_REQUIRED, getAuth, requestRights } from '../services/auth-guard';
import { httpError } from '../services/http-error';

const ENTITY_RIGHT: Record<RecordEntity, string | null> = {
  customer: Right.accessCustomers,
  contact: Right.accessCustomers,
  person: Right.accessCustomers,
  license: Right.accessLicenses,
  feature: Right.accessFeatures,
  package: Right.accessPackages,
  project: null,
  experiment: null,
};

/** The right a kind's calls need first; null when signing in is enough. */
export function entityRight(entity: RecordEntity): string | null {
  return ENTITY_RIGHT[entity];
}

export function entityGuard(guards: AuthGuards, entity: RecordEntity): preHandlerAsyncHookHandler {
  const right = ENTITY_RIGHT[entity];
  return right ? guards.requireRight(right) : guards.requireAuth;
}

export async function viewerOf(ctx: ServerContext, request: FastifyRequest): Promise<Viewer> {
  const auth = getAuth(request);
  if (!auth) throw httpError(401, MSG_AUTH_REQUIRED);
  return loadViewer(ctx.db, auth.user, await requestRights(ctx, request));
}
