// 'My pending offline changes': the user's outbox entries not yet answered, in the order they will be
// sent, in the outbox's own words, with the way to the outbox. The outbox is local, so this widget
// is never stale.
import { Body1 } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { listEntries } from '../../../data/outbox/outbox-queries';
import { describeEntry, stateText } from '../../../domain/outbox/outbox-description';
import { useI18n } from '../../../i18n/use-i18n';
import { useLocaleSettings } from '../../../state/locale';
import { formatNumber } from '../../../domain/values/format-number';
import { WidgetFrame } from './WidgetFrame';
import { useWidgetListStyles } from './widget-list-styles';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_PENDING_TEXT = /*i18n*/ 'Nothing waiting to be sent.';
/** Entries listed at most; the outbox page has them all. */
export const PENDING_LIMIT = 10;

export type PendingChangesWidgetProps = Omit<WidgetFrameProps, 'children'> & { userId: string };

export function PendingChangesWidget({ userId, ...frame }: PendingChangesWidgetProps) {
  const styles = useWidgetListStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const entries = useLiveQuery(() => listEntries(userId), [userId]);
  const pending = (entries ?? []).filter((e) => e.state !== 'done');
  return (
    <WidgetFrame {...frame}>
      {pending.length === 0 ? (
        <Body1>{i18n._(NO_PENDING_TEXT)}</Body1>
      ) : (
        <ul className={styles.list}>
          {pending.slice(0, PENDING_LIMIT).map((e) => (
            <li key={e.id}>
              {describeEntry(e)} <span className={styles.meta}>· {stateText(e.state, false)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/outbox">{pending.length > 0
          ? i18n._('Open the outbox ({count, plural, other {{n} waiting}})', { count: pending.length, n: formatNumber(pending.length, 0, localeSettings) })
          : i18n._('Open the outbox')}</Link>
    </WidgetFrame>
  );
}
