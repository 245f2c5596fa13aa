// 'My active alarms': the alarms of every controller the user may browse, with their messages, each
// linked to its instrument.
import { Body1 } from '@fluentui/react-components';
import { useLocaleSettings } from '../../../state/locale';
import { AlarmTable } from '../../controller/AlarmTable';
import { useControllerAlarms } from '../../controller/use-controller-alarms';
import { useControllerHosts } from '../../controller/use-controller-hosts';
import { useI18n } from '../../../i18n/use-i18n';
import { WidgetFrame } from './WidgetFrame';
import type { WidgetFrameProps } from './WidgetFrame';

export const NO_ALARMS_TEXT = /*i18n*/ 'No active alarms.';

export function ActiveAlarmsWidget(frame: Omit<WidgetFrameProps, 'children'>) {
  const localeSettings = useLocaleSettings();
  const i18n = useI18n();
  const hosts = useControllerHosts();
  const alarms = useControllerAlarms(hosts);
  return (
    <WidgetFrame {...frame} offline={alarms.offline} fetchedAt={alarms.fetchedAt}>
      {alarms.rows.length === 0 ? <Body1>{i18n._(NO_ALARMS_TEXT)}</Body1> : <AlarmTable label={frame.title} rows={alarms.rows} locale={localeSettings} showHost />}
    </WidgetFrame>
  );
}
