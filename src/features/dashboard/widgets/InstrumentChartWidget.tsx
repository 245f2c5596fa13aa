// A chart widget: one live instrument value the user chose, drawn from the mirrored samples.
import type { ChartWidget } from '../../../domain/dashboard/dashboard-layout';
import { LiveSeriesChart } from '../../charts/LiveSeriesChart';
import { useI18n } from '../../../i18n/use-i18n';
import { WidgetFrame } from './WidgetFrame';
import type { WidgetFrameProps } from './WidgetFrame';

export type InstrumentChartWidgetProps = Omit<WidgetFrameProps, 'children' | 'dismiss'> & { chart: ChartWidget };

export function InstrumentChartWidget({ chart, ...frame }: InstrumentChartWidgetProps) {
  const i18n = useI18n();
  return (
    <WidgetFrame {...frame} dismiss="remove">
      <LiveSeriesChart host={chart.host} label={i18n._('Chart of {name}', { name: frame.title })} values={[{ host: chart.host, gId: chart.gId, propId: chart.propId, label: chart.name }]} />
    </WidgetFrame>
  );
}
