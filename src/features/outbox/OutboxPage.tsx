// The outbox view: every change made on this device that the server has not confirmed yet (and the
// last ones it has), in a lab user's words, with retry and discard, and an export of what waits.
import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular, MailInboxCheckmarkRegular } from '@fluentui/react-icons';
import { useLiveQuery } from 'dexie-react-hooks';
import { listEntries } from '../../data/outbox/outbox-queries';
import { heldBackIds } from '../../domain/outbox/outbox-order';
import { EmptyState } from '../../ui/EmptyState';
import { useI18n } from '../../i18n/use-i18n';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { exportPending } from './outbox-actions';
import { OutboxEntryRow } from './OutboxEntryRow';

const useStyles = makeStyles({ list: { listStyleType: 'none', margin: 0, padding: 0 } });

export function OutboxPage() {
  const styles = useStyles();
  const i18n = useI18n();
  const { userId } = useSessionView();
  const entries = useLiveQuery(() => (userId ? listEntries(userId) : []), [userId]) ?? [];
  const held = heldBackIds(entries);
  const waiting = entries.some((e) => e.state !== 'done');
  const actions = userId && waiting ? <Button icon={<ArrowDownloadRegular />} onClick={() => void exportPending(userId)}>
        {i18n._('Export pending')}
      </Button>
     : null;
  return (
    <RoutePage actions={actions}>
      {entries.length === 0 ? (
        <EmptyState icon={MailInboxCheckmarkRegular} text={i18n._('Every change made on this device has reached the server.')} />
      ) : (
        <ul className={styles.list} aria-label={i18n._('Changes')}>
          {[...entries].reverse().map((entry) => (
            <OutboxEntryRow key={entry.id} entry={entry} heldBack={entry.id !== undefined && held.has(entry.id)} />
          ))}
        </ul>
      )}
    </RoutePage>
  );
}
