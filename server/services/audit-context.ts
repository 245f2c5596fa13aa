// What the audit entries of one request share without every caller of writeAudit passing it: the time on
// the client when the user made the change (X-Client-Time, sent by the outbox with each write, so a change
// that waited offline shows when it was made beside when it reached the server). Set by the write wrapper
// (services/mutations.ts) around the route's guards and handler.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { HEADER_CLIENT_TIME, parseClientTime } from '../../src/domain/mutation-id';
import { httpError } from './http-error';

type AuditScope = { clientTime: string | null };

const scopes = new AsyncLocalStorage<AuditScope>();

export const MSG_CLIENT_TIME_MALFORMED = `${HEADER_CLIENT_TIME} must be an ISO 8601 UTC time such as 2026-01-31T12:00:00.000Z.`;

/** The request's client time (normalised ISO), null without the header; a malformed value is refused (400). */
export function readClientTime(request: FastifyRequest): string | null {
  const value = request.headers[HEADER_CLIENT_TIME.toLowerCase()];
  if (value === undefined) return null;
  const time = typeof value === 'string' ? parseClientTime(value) : undefined;
  if (time === undefined) throw httpError(400, MSG_CLIENT_TIME_MALFORMED, { field: HEADER_CLIENT_TIME });
  return time;
}

export function runWithAuditScope<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The client time of the request being handled, if it sent one. */
export function currentClientTime(): string | null {
  return scopes.getStore()?.clientTime ?? null;
}
