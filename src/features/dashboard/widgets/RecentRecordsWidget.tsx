// 'My recently changed records': the records the user owns, latest change first, from the record mirror.
import { Body1 } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { recentRecordsOf } from '../../../domain/dashboard/widget-rules';
import { ENTITY_LABELS } from '../../../domain/records/record-fields';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { formatDate } from '../../../domain/values/format-date';
import { useLocaleSettings } from '../../../state/locale';
import { recordLink } from '../../records/record-links';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';
import { WidgetFrame } from './WidgetFrame';
import { useWidgetListStyles } from './widget-list-styles';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_RECENT_RECORDS_TEXT = /*i18n*/ 'No records of yours yet.';

export type RecentRecordsWidgetProps = Omit<WidgetFrameProps, 'children'> & { records: readonly RecordAnswer[]; userId: number };

export function RecentRecordsWidget({ records, userId, ...frame }: RecentRecordsWidgetProps) {
  const styles = useWidgetListStyles();
  const localeSettings = useLocaleSettings();
  const i18n = useI18n();
  const recent = recentRecordsOf(records, userId);
  return (
    <WidgetFrame {...frame}>
      {recent.length === 0 ? (
        <Body1>{i18n._(NO_RECENT_RECORDS_TEXT)}</Body1>
      ) : (
        <ul className={styles.list}>
          {recent.map((r) => {
            const link = recordLink(r.entity, r.id);
            return (
              <li key={`${r.entity}:${r.id}`}>
                {link ? <Link {...link}>{r.name}</Link> : r.name}{' '}
                <span className={styles.meta}>
                  {translateMessage(ENTITY_LABELS[r.entity].one)} · {formatDate(r.modifiedAt, 'dateTime', localeSettings)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetFrame>
  );
}
