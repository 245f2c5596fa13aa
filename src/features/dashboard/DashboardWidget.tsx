// One widget of the dashboard by its id, in its frame with the arrangement buttons.
import type { ChartWidget, WidgetId } from '../../domain/dashboard/dashboard-layout';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { ActiveAlarmsWidget } from './widgets/ActiveAlarmsWidget';
import { ExpiringLicencesWidget } from './widgets/ExpiringLicencesWidget';
import { InstrumentChartWidget } from './widgets/InstrumentChartWidget';
import { PendingChangesWidget } from './widgets/PendingChangesWidget';
import { ProjectRecordsWidget } from './widgets/ProjectRecordsWidget';
import { RecentRecordsWidget } from './widgets/RecentRecordsWidget';
import type { WidgetFrameProps } from './widgets/WidgetFrame';

export type RecordSource = { records: readonly RecordAnswer[]; offline: boolean; fetchedAt: number | null };

/** What the widgets share: whose dashboard it is, when it opened and the mirrored records. */
export type DashboardContext = { userId: string; now: number; records: RecordSource };

export type DashboardWidgetProps = {
  id: WidgetId;
  frame: Omit<WidgetFrameProps, 'children' | 'offline' | 'fetchedAt'>;
  chart: ChartWidget | undefined;
  context: DashboardContext;
};

export function DashboardWidget({ id, frame, chart, context }: DashboardWidgetProps) {
  const { userId, now, records } = context;
  const recordFrame = { ...frame, offline: records.offline, fetchedAt: records.fetchedAt };
  switch (id) {
    case 'alarms':
      return <ActiveAlarmsWidget {...frame} />;
    case 'recentRecords':
      return <RecentRecordsWidget {...recordFrame} records={records.records} userId={Number(userId)} />;
    case 'expiringLicences':
      return <ExpiringLicencesWidget {...recordFrame} records={records.records} now={now} />;
    case 'pendingChanges':
      return <PendingChangesWidget {...frame} userId={userId} />;
    case 'projectRecords':
      return <ProjectRecordsWidget {...recordFrame} records={records.records} />;
    default:
      return chart ? <InstrumentChartWidget {...frame} chart={chart} /> : null;
  }
}
