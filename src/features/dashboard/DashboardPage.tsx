// The dashboard (console.md §2, /dashboard and /home): the 'My' widgets, the project widget and the
// chart widgets the user added, in the user's own arrangement, each rendered from the mirror. The
// arrangement is read-only while another tab of the user arranges it (its designer session).
import { useState } from 'react';
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { addChart, arrangeWidgets, chartOf, hideWidget, moveWidget, removeChart, showWidget, widgetTitle } from '../../domain/dashboard/dashboard-layout';
import type { WidgetId } from '../../domain/dashboard/dashboard-layout';
import { isWidgetOffered, listableKinds } from '../../domain/dashboard/widget-rights';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { AddChartForm } from './AddChartForm';
import { DashboardWidget } from './DashboardWidget';
import { useDashboardLayout } from './use-dashboard-layout';
import { ARRANGED_ELSEWHERE_TEXT, useDesignerSession } from './use-designer-session';
import { useRecordWidgetData } from './use-record-widget-data';

const RECORD_WIDGETS: readonly WidgetId[] = ['recentRecords', 'expiringLicences', 'projectRecords'];
const NO_RECORDS: never[] = [];

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  arrange: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXL },
  hidden: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function DashboardPage() {
  const styles = useStyles();
  const i18n = useI18n();
  const view = useSessionView();
  const { layout, update: updateLayout } = useDashboardLayout(view.userId);
  const designer = useDesignerSession(view.userId);
  const update: typeof updateLayout = (change) => designer.arrange(() => updateLayout(change));
  const canArrange = !designer.readOnly;
  const offered = (id: WidgetId) => isWidgetOffered(id, view.rights);
  const arranged = layout ? arrangeWidgets(layout, offered) : { shown: [], hidden: [] };
  const needsRecords = arranged.shown.some((id) => RECORD_WIDGETS.includes(id));
  const kinds = needsRecords ? listableKinds(view.rights) : [];
  const records = useRecordWidgetData(kinds);
  // Whole days matter to the licence widget: the time the page opened is precise enough.
  const [now] = useState(() => Date.now());
  if (!layout || view.userId === null) return <RoutePage />;
  const context = { userId: view.userId, now, records: { records: records.records ?? NO_RECORDS, offline: records.offline, fetchedAt: records.fetchedAt } };
  // The built-in widgets' titles are English ids (common catalog); a chart's title is its value's name.
  const titleOf = (id: WidgetId) => translateMessage(widgetTitle(layout, id));
  const frameFor = (id: WidgetId, index: number) => {
    const chart = chartOf(layout, id);
    return {
      id,
      title: titleOf(id),
      onMoveUp: canArrange && index > 0 ? () => update((l) => moveWidget(l, id, -1, offered)) : undefined,
      onMoveDown: canArrange && index < arranged.shown.length - 1 ? () => update((l) => moveWidget(l, id, 1, offered)) : undefined,
      onHide: canArrange ? () => update((l) => (chart ? removeChart(l, id) : hideWidget(l, id))) : undefined,
    };
  };
  return (
    <RoutePage>
      <div className={styles.grid}>
        {arranged.shown.map((id, index) => (
          <DashboardWidget key={id} id={id} frame={frameFor(id, index)} chart={chartOf(layout, id)} context={context} />
        ))}
      </div>
      {arranged.shown.length === 0 ? <Body1>{i18n._('All widgets are hidden.')}</Body1> : null}
      <section className={styles.arrange} aria-labelledby="dashboard-arrange-title">
        <Subtitle2 as="h2" id="dashboard-arrange-title">
          {i18n._('Arrange')}
        </Subtitle2>
        {designer.readOnly ? <Body1 role="status">{i18n._(ARRANGED_ELSEWHERE_TEXT)}</Body1> : null}
        {arranged.hidden.length > 0 ? (
          <div className={styles.hidden}>
            {arranged.hidden.map((id) => (
              <Button key={id} icon={<EyeRegular />} disabled={!canArrange} onClick={() => update((l) => showWidget(l, id))}>
                {i18n._('Show {widget}', { widget: titleOf(id) })}
              </Button>
            ))}
          </div>
        ) : null}
        <AddChartForm disabled={!canArrange} onAdd={(chart) => update((l) => addChart(l, chart))} />
      </section>
    </RoutePage>
  );
}
