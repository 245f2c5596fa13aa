// Writes the audit_log rows that the event log screens read (sources Audit, System, Trace). System and Audit
// entries are chained (services/audit-chain.ts); the request's client time is added (services/audit-context.ts).
import type { Kysely } from 'kysely';
import type { Severity } from '../../src/domain/error-item';
import { dialectOf } from '../db/connect';
import type { AuditSource, Database } from '../db/schema';
import { appendChanges } from '../sync/change-log';
import { chainAfter, chainHead } from './audit-chain';
import { currentClientTime } from './audit-context';

export type AuditEntry = {
  source?: AuditSource;
  category: string;
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  entity?: string | null;
  entityId?: string | null;
  property?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  reason?: string | null;
  message?: string | null;
  /** Default: from the category (auditSeverity). */
  severity?: Severity;
  /** The controller host the entry is about; null or absent for the local server. */
  host?: string | null;
  /** Default: the X-Client-Time of the request being handled. */
  clientTime?: string | null;
};

/** Refusals and failures are warnings, errors are errors, the rest information (docs/decisions.md "Event log"). */
export function auditSeverity(category: string): Severity {
  if (/error|exception/.test(category)) return 2;
  if (/failed|refused|throttled|denied|broken/.test(category)) return 1;
  return 0;
}

/** Writes the entry and its change log row with the same handle: in the caller's transaction when it has one. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const source = entry.source ?? 'Audit';
  const content = {
    time: new Date().toISOString(),
    source,
    category: entry.category,
    severity: entry.severity ?? auditSeverity(entry.category),
    user_id: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    host: entry.host ?? null,
    entity: entry.entity ?? null,
    entity_id: entry.entityId ?? null,
    property: entry.property ?? null,
    old_value: entry.oldValue ?? null,
    new_value: entry.newValue ?? null,
    reason: entry.reason ?? null,
    message: entry.message ?? null,
    client_time: entry.clientTime !== undefined ? entry.clientTime : currentClientTime(),
  };
  // PostgreSQL chains at commit (migration 0011's trigger); SQLite here, reading the head and appending in
  // one transaction, which no other writer can interleave with.
  const append = async (trx: Kysely<Database>) => {
    const chain = source === 'Trace' || dialectOf(trx) === 'postgres' ? {} : chainAfter(await chainHead(trx), content);
    const { id } = await trx
      .insertInto('audit_log')
      .values({ ...content, ...chain })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Trace entries are diagnostics read on demand, not changes clients follow.
    if (source !== 'Trace') await appendChanges(trx, [{ kind: 'event', ref: String(id), entity: source }]);
  };
  if (db.isTransaction || dialectOf(db) === 'postgres') await append(db);
  else await db.transaction().execute(append);
}
