// /controller/{host}/events (issue 12): the controller's active alarms, live, with their messages and a
// link from each to its instrument, from the mirror (offline: the last ones read, with their age), and its
// event history from the System event log with Confirm (ControllerEventList).
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useParams } from '@tanstack/react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { EmptyState } from '../../ui/EmptyState';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { hasRight } from '../../domain/route-access';
import { Right } from '../../domain/rights';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { AlarmTable } from './AlarmTable';
import { ControllerEventList } from './ControllerEventList';
import { useControllerAlarms } from './use-controller-alarms';
import { useControllerHosts } from './use-controller-hosts';

export const ACTIVE_ALARMS_TITLE = /*i18n*/ 'Active alarms';
export const NO_CONTROLLER_ALARMS_TEXT = /*i18n*/ 'No active alarms.';
export const EVENTS_TITLE = /*i18n*/ 'Events';
export const EVENTS_NEED_ADMIN_TEXT = /*i18n*/ 'The event history of the controllers is kept in the event log, which an administrator reads.';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalXL },
});

export function ControllerEventsPage() {
  const { host } = useParams({ from: '/controller/$host/events' });
  return <ControllerEvents key={host} host={host} />;
}

function ControllerEvents({ host }: { host: string }) {
  const styles = useStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const { rights } = useSessionView();
  const hosts = useControllerHosts().filter((h) => h.host === host);
  const alarms = useControllerAlarms(hosts);
  return (
    <RoutePage>
      <section className={styles.section} aria-labelledby="controller-alarms-title">
        <Subtitle2 as="h2" id="controller-alarms-title">
          {i18n._(ACTIVE_ALARMS_TITLE)}
        </Subtitle2>
        {alarms.offline ? <OfflineNotice fetchedAt={alarms.fetchedAt} /> : null}
        {alarms.rows.length === 0 ? (
          <Body1>{i18n._(NO_CONTROLLER_ALARMS_TEXT)}</Body1>
        ) : (
          <AlarmTable label={i18n._('Active alarms of {host}', { host })} rows={alarms.rows} locale={localeSettings} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="controller-events-title">
        <Subtitle2 as="h2" id="controller-events-title">
          {i18n._(EVENTS_TITLE)}
        </Subtitle2>
        {hasRight(rights, Right.admin) ? (
          <ControllerEventList host={host} />
        ) : (
          <EmptyState icon={HistoryRegular} text={i18n._(EVENTS_NEED_ADMIN_TEXT)} />
        )}
      </section>
    </RoutePage>
  );
}
