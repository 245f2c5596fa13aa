// The controller's entries of the System event log (its alarms raised and cleared, instrument events),
// newest first and read again every few seconds while the page is visible, with Confirm; from the mirror, so a list read once shows offline with its age. The event
// log calls need the admin right: other users are told where the history is kept instead.
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import type { EventLogQuery } from '../../domain/eventlog/eventlog-protocol';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { useEventActions } from '../eventlog/use-event-actions';
import { useEventLog } from '../eventlog/use-event-log';
import { EventLogTable } from '../eventlog/EventLogTable';
import { FetchStatusBar } from '../records/FetchStatusBar';
import { useSessionView } from '../shell/use-session-view';

/** One page of the newest entries: the controller's recent history, not the whole log. */
export const CONTROLLER_EVENTS_LIMIT = 100;
export const NO_CONTROLLER_EVENTS_TEXT = /*i18n*/ 'No events of this controller yet.';
export const CONFIRM_CONTROLLER_EVENTS_TEXT = /*i18n*/ 'Confirm all of this controller';
/** The history is read again this often, so an alarm raised while the page is open shows up. */
export const CONTROLLER_EVENTS_REFRESH_MS = 5000;

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

export function ControllerEventList({ host }: { host: string }) {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const { debug } = useSessionView();
  const query: EventLogQuery = { controller: host, offset: 0, limit: CONTROLLER_EVENTS_LIMIT };
  const data = useEventLog('System', query, debug, CONTROLLER_EVENTS_REFRESH_MS);
  const actions = useEventActions('System', debug, data.reload, host);
  const online = data.status.state !== 'offline';
  const rows = data.rows ?? [];
  return (
    <>
      <div className={styles.actions}>
        <FetchStatusBar status={data.status} fetchedAt={data.fetchedAt} onRetry={data.reload} />
        {rows.length > 0 ? (
          <Button icon={<CheckmarkCircleRegular />} disabled={!online} onClick={() => void actions.confirmAll()}>
            {i18n._(CONFIRM_CONTROLLER_EVENTS_TEXT)}
          </Button>
        ) : null}
      </div>
      {data.rows === undefined || (data.columns === null && data.status.state === 'loading') ? (
        <Spinner label={i18n._('Loading events…')} />
      ) : rows.length === 0 ? (
        data.status.state === 'error' ? null : <Body1>{i18n._(NO_CONTROLLER_EVENTS_TEXT)}</Body1>
      ) : (
        <EventLogTable label={i18n._('Events of {host}', { host })} columns={data.columns ?? []} rows={rows} locale={locale} onConfirm={online ? (row) => void actions.confirmOne(row) : undefined} />
      )}
    </>
  );
}
