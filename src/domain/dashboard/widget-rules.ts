// What each dashboard widget shows, computed from mirrored rows (DESIGN.md "How data flows"): pure,
// so the widgets only render and the rules are tested on their own.
import { normalizeSeverity } from '../error-item';
import type { Severity } from '../error-item';
import type { AlarmingInfoValue } from '../nodes/node-protocol';
import { ROOT_GID } from '../nodes/node-protocol';
import type { RecordAnswer } from '../records/record-wire';
import { messageText } from '../messages/message-text';

export const EXPIRY_WINDOW_DAYS = 30;
export const RECENT_RECORDS_LIMIT = 10;
const DAY_MS = 86_400_000;

export type HostAlarms = { host: string; hostName: string; alarms: AlarmingInfoValue | null | undefined };

export type AlarmRow = {
  host: string;
  hostName: string;
  msg: string;
  severity: Severity;
  t: string;
  entityName: string;
  /** The instrument's id below the controller root ('Pump'), or null when the alarm names none. */
  instrument: string | null;
};

/** The instrument an alarm's entity belongs to: the child of the controller root on its path. */
export function instrumentOfEntity(entityId: string | undefined): string | null {
  if (!entityId) return null;
  const parts = entityId.split('.');
  return parts.length >= 2 && parts[0] === ROOT_GID && parts[1] ? parts[1] : null;
}

/** Every active alarm of the given controllers: errors first, then the oldest first. */
export function activeAlarmRows(hosts: readonly HostAlarms[]): AlarmRow[] {
  const rows: AlarmRow[] = [];
  for (const h of hosts) {
    for (const a of h.alarms?.alarms ?? []) {
      rows.push({
        host: h.host,
        hostName: h.hostName,
        msg: a.msg,
        severity: normalizeSeverity(a.severity),
        t: a.t,
        entityName: a.entityName ?? '',
        instrument: instrumentOfEntity(a.entityId),
      });
    }
  }
  return rows.sort((a, b) => b.severity - a.severity || a.t.localeCompare(b.t) || a.host.localeCompare(b.host));
}

/** Records the user owns, latest change first: the user's own recent work. Deleted ones are left out. */
export function recentRecordsOf(records: readonly RecordAnswer[], userId: number, limit = RECENT_RECORDS_LIMIT): RecordAnswer[] {
  return records
    .filter((r) => r.recOwnerId === userId && !r.recDeleted)
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.id - a.id)
    .slice(0, limit);
}

export type ExpiringLicence = { record: RecordAnswer; expires: string; daysLeft: number };

/**
 * Licences whose expiry date falls from today to `days` days ahead (inclusive), soonest first.
 * expires is a date ('yyyy-mm-dd' or an ISO time); days are counted in UTC calendar days.
 */
export function expiringLicences(records: readonly RecordAnswer[], now: number, days = EXPIRY_WINDOW_DAYS): ExpiringLicence[] {
  const today = Math.floor(now / DAY_MS);
  const out: ExpiringLicence[] = [];
  for (const record of records) {
    if (record.entity !== 'license' || record.recDeleted || typeof record.expires !== 'string' || record.expires === '') continue;
    const at = Date.parse(record.expires.length === 10 ? `${record.expires}T00:00:00Z` : record.expires);
    if (Number.isNaN(at)) continue;
    const daysLeft = Math.floor(at / DAY_MS) - today;
    if (daysLeft >= 0 && daysLeft <= days) out.push({ record, expires: record.expires, daysLeft });
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft || a.record.name.localeCompare(b.record.name));
}

export type ProjectCount = { projectId: number; projectName: string; count: number };

export const NO_PROJECT_NAME = /*i18n*/ 'No project';

/** How many records each project holds (projects themselves not counted), largest first; -1 is no project. */
export function recordsPerProject(records: readonly RecordAnswer[]): ProjectCount[] {
  const counts = new Map<number, ProjectCount>();
  for (const r of records) {
    if (r.recDeleted || r.entity === 'project') continue;
    const id = r.projectId >= 0 ? r.projectId : -1;
    const row = counts.get(id) ?? { projectId: id, projectName: id < 0 ? NO_PROJECT_NAME : (r.projectName ?? messageText(/*i18n*/ 'Project {name}', { name: id })), count: 0 };
    row.count += 1;
    counts.set(id, row);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.projectName.localeCompare(b.projectName));
}
