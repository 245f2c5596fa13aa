// The instrument screen's charts (issue 12): one live chart per live numeric value of the node shown,
// the same chart the dashboard offers. Which values qualify is read from the mirrored properties.
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { isChartableProperty } from '../../domain/charts/series-buffer';
import { useMirroredNode } from '../nodes/use-mirror-tree';
import { LiveSeriesChart } from './LiveSeriesChart';
import { valueLabel } from '../../domain/charts/value-label';
import { useI18n } from '../../i18n/use-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
});

export type InstrumentChartsProps = { host: string; gId: string };

export function InstrumentCharts({ host, gId }: InstrumentChartsProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const mirrored = useMirroredNode(host, gId);
  const values = (mirrored?.properties ?? []).filter(isChartableProperty);
  if (values.length === 0) return null;
  return (
    <section className={styles.root} aria-label={i18n._('Live charts')}>
      {values.map((p) => {
        const label = valueLabel(p);
        return (
          <div key={p.id}>
            <Subtitle2 as="h3">{label}</Subtitle2>
            <LiveSeriesChart host={host} label={i18n._('Chart of {name}', { name: label })} values={[{ host, gId, propId: p.id, label }]} height={160} />
          </div>
        );
      })}
    </section>
  );
}
