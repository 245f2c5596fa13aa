// The alarm viewer web editor (node-model.md §4 'alarmViewer') of a property holding AlarmingInfo: its
// alarms in the 'Messages' list, read-only by nature.
import { Text } from '@fluentui/react-components';
import { alarmsOf } from '../../../domain/nodes/batch-apply';
import type { ControlProps } from '../properties/property-control';
import { AlarmMessages } from './AlarmMessages';
import { useI18n } from '../../../i18n/use-i18n';

export const NO_MESSAGES_TEXT = /*i18n*/ 'No messages.';

export function AlarmViewerControl({ property, locale, inputId }: ControlProps) {
  const i18n = useI18n();
  const alarms = alarmsOf(property.value);
  return (
    <div id={inputId}>
      {alarms && alarms.alarms.length > 0 ? <AlarmMessages alarms={alarms} locale={locale} dismissible={false} /> : <Text>{i18n._(NO_MESSAGES_TEXT)}</Text>}
    </div>
  );
}
