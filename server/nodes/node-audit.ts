// Audit rows for node changes (entity 'node', entity_id the gId); controller trees name their host
// in the message, since gIds of different hosts look alike.
import { writeAudit } from '../services/audit-log';
import type { BatchContext } from './batch-context';

export type NodeAuditEntry = { category: string; gId: string; property?: string; oldValue?: unknown; newValue?: unknown; reason?: string | undefined; message: string };

function asText(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function auditNode(ctx: BatchContext, entry: NodeAuditEntry): Promise<void> {
  const reason = entry.reason?.trim();
  await writeAudit(ctx.db, {
    category: entry.category,
    userId: ctx.user.id,
    username: ctx.user.username,
    ip: ctx.ip,
    entity: 'node',
    entityId: entry.gId,
    property: entry.property ?? null,
    oldValue: asText(entry.oldValue),
    newValue: asText(entry.newValue),
    reason: reason ? reason : null,
    host: ctx.host === '' ? null : ctx.host,
    message: ctx.host === '' ? entry.message : `${entry.message} (controller ${ctx.host})`,
  });
}
