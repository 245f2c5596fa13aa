// The short facts a list row shows beside a record's name, per kind.
import type { LocaleSettings } from '../locale-settings';
import { formatDay } from '../values/format-locale';
import { DISTRIBUTION_CHANNEL_NAMES, PACKAGE_KIND_NAMES, RecordStatus } from './record-enums';
import type { RecordAnswer } from './record-wire';
import { messageText } from '../messages/message-text';

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Dates in the user's date pattern, like every other date on screen. */
export function recordFacts(record: RecordAnswer, locale: LocaleSettings): string[] {
  switch (record.entity) {
    case 'customer':
      return [str(record.contactPhone)].filter(Boolean);
    case 'feature':
      return [str(record.featureUID)].filter(Boolean);
    case 'package':
      return [
        str(record.version) && `v${str(record.version)}`,
        PACKAGE_KIND_NAMES[Number(record.kind)] ?? '',
        DISTRIBUTION_CHANNEL_NAMES[Number(record.distrChannel)] ?? '',
      ].filter(Boolean);
    case 'license':
      return [record.expires ? messageText(/*i18n*/ 'Expires {day}', { day: formatDay(str(record.expires), locale) }) : messageText(/*i18n*/ 'No expiry'), str(record.hwKey)].filter(Boolean);
    case 'experiment':
      return record.projectName ? [messageText(/*i18n*/ 'Project {name}', { name: record.projectName })] : [];
    default:
      return [];
  }
}

/** Markers of a row: deleted, closed, unpublished draft. */
export function recordMarkers(record: Pick<RecordAnswer, 'recDeleted' | 'recState' | 'recPublished'>): string[] {
  const markers: string[] = [];
  if (record.recDeleted) markers.push('Deleted');
  if (record.recState === RecordStatus.closed) markers.push('Closed');
  if (!record.recPublished) markers.push('DRAFT');
  return markers;
}
