// 'My licences expiring within 30 days', soonest first, from the record mirror.
import { Body1 } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { EXPIRY_WINDOW_DAYS, expiringLicences } from '../../../domain/dashboard/widget-rules';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { formatDate } from '../../../domain/values/format-date';
import { useLocaleSettings } from '../../../state/locale';
import { useI18n } from '../../../i18n/use-i18n';
import { WidgetFrame } from './WidgetFrame';
import { useWidgetListStyles } from './widget-list-styles';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_EXPIRING_TEXT = /*i18n*/ 'No licence expires within {days} days.';

export function daysLeftText(i18n: I18n, days: number): string {
  if (days === 0) return i18n._('expires today');
  if (days === 1) return i18n._('expires tomorrow');
  return i18n._('{count, plural, one {expires in {count} day} other {expires in {count} days}}', { count: days });
}

export type ExpiringLicencesWidgetProps = Omit<WidgetFrameProps, 'children'> & { records: readonly RecordAnswer[]; now: number };

export function ExpiringLicencesWidget({ records, now, ...frame }: ExpiringLicencesWidgetProps) {
  const styles = useWidgetListStyles();
  const localeSettings = useLocaleSettings();
  const i18n = useI18n();
  const licences = expiringLicences(records, now);
  return (
    <WidgetFrame {...frame}>
      {licences.length === 0 ? (
        <Body1>{i18n._(NO_EXPIRING_TEXT, { days: EXPIRY_WINDOW_DAYS })}</Body1>
      ) : (
        <ul className={styles.list}>
          {licences.map(({ record, expires, daysLeft }) => (
            <li key={record.id}>
              <Link to="/license/$id" params={{ id: record.id }}>
                {record.name}
              </Link>{' '}
              <span className={styles.meta}>
                {formatDate(expires, 'date', localeSettings)} · {daysLeftText(i18n, daysLeft)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
