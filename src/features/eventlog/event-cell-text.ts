// The text of one event log cell as the table shows it and the CSV export writes it: times in the
// user's date-time pattern, severities by name, empty for null.
import type { EventColumnKey } from '../../domain/eventlog/eventlog-columns';
import type { EventLogRow } from '../../domain/eventlog/eventlog-protocol';
import type { LocaleSettings } from '../../domain/locale-settings';
import { formatInstant } from '../../domain/values/format-locale';

export const SEVERITY_NAMES = [/*i18n*/ 'Info', /*i18n*/ 'Warning', /*i18n*/ 'Error'] as const;

export function eventCellText(row: EventLogRow, key: EventColumnKey, locale: LocaleSettings): string {
  const value = row[key];
  if (value === null || value === undefined) return '';
  if (key === 'severity') return SEVERITY_NAMES[row.severity] ?? String(value);
  if (key === 'time' || key === 'clientTime' || key === 'confirmedAt') return formatInstant(String(value), locale);
  return String(value);
}
