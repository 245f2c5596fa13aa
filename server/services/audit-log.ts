// Writes the audit_log rows that the event log screens read (sources Audit, System, Trace).
import type { Kysely } from 'kysely';
import type { AuditSource, Database } from '../db/schema';
import { appendChanges } from '../sync/change-log';

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
};

/** Writes the entry and its change log row with the same handle: in the caller's transaction when it has one. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const { id } = await db
    .insertInto('audit_log')
    .values({
      time: new Date().toISOString(),
      source: entry.source ?? 'Audit',
      category: entry.category,
      user_id: entry.userId ?? null,
      username: entry.username ?? null,
      ip: entry.ip ?? null,
      entity: entry.entity ?? null,
      entity_id: entry.entityId ?? null,
      property: entry.property ?? null,
      old_value: entry.oldValue ?? null,
      new_value: entry.newValue ?? null,
      reason: entry.reason ?? null,
      message: entry.message ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendChanges(db, [{ kind: 'event', ref: String(id), entity: entry.source ?? 'Audit' }]);
}
