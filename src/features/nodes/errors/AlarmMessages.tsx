// The alarm viewer (node-model.md §2.10 'Messages', §3 AlarmingInfo): what is wrong with a node and
// since when, worst first, with the entity that raised it. Dismissing hides the list until the alarms
// change.
import { useState } from 'react';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { alarmMessages } from '../../../domain/messages/error-panel';
import type { AlarmingInfoValue } from '../../../domain/nodes/node-protocol';
import { ErrorPanel } from './ErrorPanel';
import { useI18n } from '../../../i18n/use-i18n';

export type AlarmMessagesProps = {
  alarms: AlarmingInfoValue | null | undefined;
  locale: LocaleSettings;
  /** Offer Dismiss. @default true */
  dismissible?: boolean;
};

export function AlarmMessages({ alarms, locale, dismissible = true }: AlarmMessagesProps) {
  const i18n = useI18n();
  const messages = alarmMessages(alarms);
  const signature = JSON.stringify(messages);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (messages.length === 0 || dismissed === signature) return null;
  return <ErrorPanel messages={messages} title={i18n._('Messages')} alarmColumns locale={locale} onDismiss={dismissible ? () => setDismissed(signature) : undefined} />;
}
