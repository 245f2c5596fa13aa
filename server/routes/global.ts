// Reports of uncaught script errors from browsers, kept as System events in the audit log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import type { AuthGuards } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { createRateLimiter } from '../services/rate-limit';
import { parseInput } from '../services/validation';

/** A report is a message and a stack at most; anything bigger is noise or abuse. */
export const BROWSER_EXCEPTION_BODY_LIMIT = 32 * 1024;
/** Reports per IP address and minute, counted in this process (docs/api.md). */
export const BROWSER_EXCEPTION_MAX_PER_MINUTE = 20;
export const MSG_TOO_MANY_REPORTS = /*i18n*/ 'Too many error reports. Try again later.';

const browserExceptionBody = z.object({
  message: z.string().min(1).max(2000),
  position: z.string().max(500).optional(),
  page: z.string().max(2000).optional(),
  error: z.string().max(16000).optional(),
});

export function registerGlobalRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  // Anonymous callers may report, so the reports are limited per address before the body is read.
  const limiter = createRateLimiter({ max: BROWSER_EXCEPTION_MAX_PER_MINUTE, windowMs: 60_000 });
  const onRequest = async (request: FastifyRequest) => {
    const wait = limiter.hit(request.ip);
    if (wait > 0) throw httpError(429, MSG_TOO_MANY_REPORTS, { headers: { 'retry-after': String(wait) } });
  };

  app.post('/api/global/browserexception', { bodyLimit: BROWSER_EXCEPTION_BODY_LIMIT, onRequest, config: { mutation: false } }, async (request) => {
    const body = parseInput(browserExceptionBody, request.body);
    const auth = await guards.identifyIfPossible(request);
    await writeAudit(ctx.db, {
      source: 'System',
      category: 'browser-exception',
      userId: auth?.user.id ?? null,
      username: auth?.user.username ?? null,
      ip: request.ip,
      entity: 'page',
      entityId: body.page ?? null,
      property: body.position ?? null,
      newValue: body.error ?? null,
      message: body.message,
    });
    return {};
  });
}
