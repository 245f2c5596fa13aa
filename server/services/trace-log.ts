// The Trace source of the event log: one entry per API request while the server logs at debug level or
// below (LOG_LEVEL=debug|trace), for an administrator in debug mode to read beside the System and Audit
// entries. Paths are kept without their query (share-link passwords travel there); Trace entries are not
// chained and are pruned after TRACE_KEEP_MS.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { writeAudit } from './audit-log';
import { getAuth } from './auth-guard';

const TRACE_LEVELS = new Set(['debug', 'trace']);
export const TRACE_KEEP_MS = 7 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

export function tracesRequests(logLevel: string): boolean {
  return TRACE_LEVELS.has(logLevel);
}

export function installTraceLog(app: FastifyInstance, ctx: ServerContext): void {
  if (!tracesRequests(ctx.config.logLevel)) return;
  let lastPrune = 0;
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const status = reply.statusCode;
    const user = getAuth(request)?.user;
    try {
      await writeAudit(ctx.db, {
        source: 'Trace',
        category: request.method,
        severity: status >= 500 ? 2 : status >= 400 ? 1 : 0,
        userId: user?.id ?? null,
        username: user?.username ?? null,
        ip: request.ip,
        entityId: path.slice(0, 500),
        property: reply.elapsedTime.toFixed(1),
        newValue: String(status),
        message: `${request.method} ${path.slice(0, 500)} ${status}`,
        clientTime: null,
      });
      const now = Date.now();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await ctx.db.deleteFrom('audit_log').where('source', '=', 'Trace').where('time', '<', new Date(now - TRACE_KEEP_MS).toISOString()).execute();
      }
    } catch (error) {
      // A trace is diagnostics: its failure must not fail or delay anything else.
      request.log.warn({ err: error }, 'writing a Trace entry failed');
    }
  });
}
