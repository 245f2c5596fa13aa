// A live chart of instrument values of one host: the mirrored samples drawn by LiveChart, an offline
// notice with their age when the reads get no answer, and the server's refusal when there is one.
import { formatNumber as formatLocaleNumber } from '../../domain/values/format-number';
import type { SeriesRef } from '../../data/charts/live-series-repository';
import { useLocaleSettings } from '../../state/locale';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { LiveChart } from './LiveChart';
import type { FormatNumber } from './LiveChart';
import { useLiveSeries } from './use-live-series';
import { translateMessage } from '../../i18n/translate-message';

export type ChartValue = SeriesRef & { label: string };

export type LiveSeriesChartProps = {
  host: string;
  values: readonly ChartValue[];
  label: string;
  /** Axis number formatting; the locale's by default. */
  formatNumber?: FormatNumber;
  height?: number;
};

export function LiveSeriesChart({ host, values, label, formatNumber, height }: LiveSeriesChartProps) {
  const localeSettings = useLocaleSettings();
  const live = useLiveSeries(host, values);
  const format: FormatNumber = formatNumber ?? ((value, decimals) => formatLocaleNumber(value, decimals, localeSettings));
  return (
    <>
      {live.offline ? <OfflineNotice fetchedAt={live.fetchedAt} /> : null}
      {live.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{translateMessage(live.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <LiveChart label={label} series={values} data={live.data} formatNumber={format} height={height} />
    </>
  );
}
