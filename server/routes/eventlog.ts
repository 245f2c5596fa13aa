// The event log calls of console.md §7 (docs/api.md "Event log"): a source's columns, a filtered page,
// confirming one or all entries, and the verification of the audit hash chain. The Events page is the
// administrators' (console.md §2), so every call needs admin; Trace answers only a caller in debug mode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeSeverity } from '../../src/domain/error-item';
import { eventLogColumns } from '../../src/domain/eventlog/eventlog-columns';
import {
  EVENTLOG_DEFAULT_LIMIT,
  EVENTLOG_MAX_FILTER_LENGTH,
  EVENTLOG_MAX_LIMIT,
  MSG_EVENT_NOT_FOUND,
  MSG_UNKNOWN_SOURCE,
  MSG_VERIFY_RUNNING,
  parseEventSource,
} from '../../src/domain/eventlog/eventlog-protocol';
import type { ChainVerdict, EventLogConfirmAnswer, EventLogPage, EventSource } from '../../src/domain/eventlog/eventlog-protocol';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { verifyChain } from '../services/audit-chain';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth, requestRights } from '../services/auth-guard';
import { confirmEntries, readEventPage } from '../services/eventlog-query';
import { httpError } from '../services/http-error';
import { hasRight } from '../services/user-rights';
import { parseInput } from '../services/validation';

/** Offsets beyond this are refused: a deeper page is reached by narrowing the filters. */
const MAX_OFFSET = 1_000_000;

const filterText = z
  .string()
  .trim()
  .max(EVENTLOG_MAX_FILTER_LENGTH)
  .optional()
  .transform((v) => (v ? v : undefined));
const isoTime = z.iso
  .datetime({ offset: true })
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : undefined));
const debugFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const sourceParams = z.object({ source: z.string().max(20) });
const confirmOneParams = sourceParams.extend({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const controllerQuery = z.object({ controller: filterText, debug: debugFlag });
const schemaQuery = controllerQuery.extend({ sourceId: filterText });
const listQuery = schemaQuery.extend({
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(EVENTLOG_MAX_LIMIT).default(EVENTLOG_DEFAULT_LIMIT),
  from: isoTime,
  to: isoTime,
  severity: z.coerce.number().int().min(0).max(2).optional().transform((v) => (v === undefined ? undefined : normalizeSeverity(v))),
  text: filterText,
  user: filterText,
  entity: filterText,
});

export function registerEventLogRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db } = ctx;
  const admin = { preHandler: guards.requireRight(Right.admin) };
  let verifying = false;

  /** The source of the path; Trace only for a caller in debug mode (debug=1 and the debug.admin right). */
  async function sourceOf(request: FastifyRequest, debug: boolean): Promise<EventSource> {
    const { source: name } = parseInput(sourceParams, request.params, 'params');
    const source = parseEventSource(name);
    if (!source) throw httpError(404, MSG_UNKNOWN_SOURCE);
    if (source === 'Trace' && !(debug && hasRight((await requestRights(ctx, request)).rights, Right.debugAdmin))) throw httpError(404, MSG_UNKNOWN_SOURCE);
    return source;
  }

  app.get('/api/eventlog/:source/schema', admin, async (request) => {
    const query = parseInput(schemaQuery, request.query, 'query');
    return { columns: eventLogColumns(await sourceOf(request, query.debug)) };
  });

  app.get('/api/eventlog/:source', admin, async (request): Promise<EventLogPage> => {
    const query = parseInput(listQuery, request.query, 'query');
    return readEventPage(db, await sourceOf(request, query.debug), query);
  });

  async function confirm(request: FastifyRequest, id: number | undefined): Promise<EventLogConfirmAnswer> {
    const query = parseInput(controllerQuery, request.query, 'query');
    const source = await sourceOf(request, query.debug);
    const { user } = getAuth(request) as AuthContext;
    return db.transaction().execute(async (trx) => {
      const confirmed = await confirmEntries(trx, { source, id, controller: query.controller }, user.username, new Date());
      if (confirmed === null) throw httpError(404, MSG_EVENT_NOT_FOUND);
      const what = id === undefined ? `all ${source} entries${query.controller ? ` of controller ${query.controller}` : ''}` : `${source} entry ${id}`;
      await writeAudit(trx, {
        userId: user.id,
        username: user.username,
        ip: request.ip,
        host: query.controller ?? null,
        category: id === undefined ? 'event-confirm-all' : 'event-confirm',
        entity: 'event',
        entityId: id === undefined ? source : String(id),
        newValue: String(confirmed),
        message: `Confirmed ${what} (${confirmed} newly confirmed)`,
      });
      return { confirmed };
    });
  }

  app.post('/api/eventlog/:source/confirm', admin, async (request) => confirm(request, undefined));
  app.post('/api/eventlog/:source/confirm/:id', admin, async (request) => confirm(request, parseInput(confirmOneParams, request.params, 'params').id));

  // One verification at a time per server: it reads the whole chain.
  app.get('/api/eventlog/verify', admin, async (): Promise<ChainVerdict> => {
    if (verifying) throw httpError(429, MSG_VERIFY_RUNNING, { headers: { 'retry-after': '5' } });
    verifying = true;
    try {
      return await verifyChain(db);
    } finally {
      verifying = false;
    }
  });
}
