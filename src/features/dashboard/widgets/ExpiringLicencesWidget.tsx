// 'My licences expiring within 30 days', soonest first, from the record mirror.
import { Body1 } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { EXPIRY_WINDOW_DAYS, expiringLicences } from '../../../domain/dashboard/widget-rules';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { formatDate } from '../../../domain/values/format-date';
import { useLocaleSettings } from '../../../state/locale';
import { WidgetFrame } from './WidgetFrame';
import { useWidgetListStyles } from './widget-list-styles';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_EXPIRING_TEXT = `No licence expires within ${EXPIRY_WINDOW_DAYS} days.`;

export function daysLeftText(days: number): string {
  return days === 0 ? 'expires today' : days === 1 ? 'expires tomorrow' : `expires in ${days} days`;
}

export type ExpiringLicencesWidgetProps = Omit<WidgetFrameProps, 'children'> & { records: readonly RecordAnswer[]; now: number };

export function ExpiringLicencesWidget({ records, now, ...frame }: ExpiringLicencesWidgetProps) {
  const styles = useWidgetListStyles();
  const localeSettings = useLocaleSettings();
  const licences = expiringLicences(records, now);
  return (
    <WidgetFrame {...frame}>
      {licences.length === 0 ? (
        <Body1>{NO_EXPIRING_TEXT}</Body1>
      ) : (
        <ul className={styles.list}>
          {licences.map(({ record, expires, daysLeft }) => (
            <li key={record.id}>
              <Link to="/license/$id" params={{ id: record.id }}>
                {record.name}
              </Link>{' '}
              <span className={styles.meta}>
                {formatDate(expires, 'date', localeSettings)} · {daysLeftText(daysLeft)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
