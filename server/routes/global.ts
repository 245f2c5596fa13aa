// Reports of uncaught script errors from browsers, kept as System events in the audit log.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import type { AuthGuards } from '../services/auth-guard';
import { parseInput } from '../services/validation';

/** A report is a message and a stack at most; anything bigger is noise or abuse. */
export const BROWSER_EXCEPTION_BODY_LIMIT = 32 * 1024;

const browserExceptionBody = z.object({
  message: z.string().min(1).max(2000),
  position: z.string().max(500).optional(),
  page: z.string().max(2000).optional(),
  error: z.string().max(16000).optional(),
});

export function registerGlobalRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  app.post('/api/global/browserexception', { bodyLimit: BROWSER_EXCEPTION_BODY_LIMIT }, async (request) => {
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
