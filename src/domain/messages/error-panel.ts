// What the error panel of node-model.md §2.11 lists: messages not bound to a field (those show beside
// their field; the panel only counts them) and not hidden, with unknown severities as errors; and the
// alarms of a node (§3 Alarm, AlarmingInfo) as such messages, worst and oldest first.
import { Severity, normalizeSeverity } from '../error-item';
import type { ErrorItem } from '../error-item';
import type { AlarmingInfoValue } from '../nodes/node-protocol';
import { messageText } from './message-text';

export const ALARM_MESSAGES_TITLE = /*i18n*/ 'Messages';

export function attachedMessagesText(count: number): string {
  return messageText(/*i18n*/ 'See messages attached to items! ({count})', { count });
}

export type PanelMessage = ErrorItem & { severity: Severity };
export type PanelContent = { shown: PanelMessage[]; attached: number };

export function panelContent(items: readonly ErrorItem[]): PanelContent {
  const shown: PanelMessage[] = [];
  let attached = 0;
  for (const item of items) {
    if (item.hidden) continue;
    if (item.field) attached++;
    else shown.push({ ...item, severity: normalizeSeverity(item.severity) });
  }
  return { shown, attached };
}

/** The alarms of an AlarmingInfo value as panel messages: errors first, then by the time raised. */
export function alarmMessages(info: AlarmingInfoValue | null | undefined): PanelMessage[] {
  if (!info) return [];
  return info.alarms
    .map((a) => {
      const item: PanelMessage = { msg: a.msg, severity: normalizeSeverity(a.severity), t: a.t };
      if (a.entityName !== undefined) item.entityName = a.entityName;
      return item;
    })
    .sort((a, b) => b.severity - a.severity || (a.t ?? '').localeCompare(b.t ?? ''));
}

export const SEVERITY_LABEL: Record<Severity, string> = { [Severity.info]: /*i18n*/ 'Information', [Severity.warning]: /*i18n*/ 'Warning', [Severity.error]: /*i18n*/ 'Error' };
