// The alarm viewer (node-model.md §2.10 'Messages', §3 AlarmingInfo): what is wrong with a node and
// since when, worst first, with the entity that raised it. Dismissing hides the list until the alarms
// change.
import { useState } from 'react';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { ALARM_MESSAGES_TITLE, alarmMessages } from '../../../domain/messages/error-panel';
import type { AlarmingInfoValue } from '../../../domain/nodes/node-protocol';
import { ErrorPanel } from './ErrorPanel';

export type AlarmMessagesProps = {
  alarms: AlarmingInfoValue | null | undefined;
  locale: LocaleSettings;
  /** Offer Dismiss. @default true */
  dismissible?: boolean;
};

export function AlarmMessages({ alarms, locale, dismissible = true }: AlarmMessagesProps) {
  const messages = alarmMessages(alarms);
  const signature = JSON.stringify(messages);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (messages.length === 0 || dismissed === signature) return null;
  return <ErrorPanel messages={messages} title={ALARM_MESSAGES_TITLE} alarmColumns locale={locale} onDismiss={dismissible ? () => setDismissed(signature) : undefined} />;
}
