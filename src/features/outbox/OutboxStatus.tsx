// The app bar's word on the outbox: online / offline / sending n / n failed, linking to the outbox.
// Offline is what the browser says, or a last send that got no answer (a network without the server).
import { Badge } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocaleSettings } from '../../domain/locale-settings';
import { formatNumber } from '../../domain/values/format-number';
import { outboxCounts } from '../../data/outbox/outbox-queries';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { useOnline } from '../nodes/use-online';

export type OutboxStatusProps = { userId: string };

/** One whole message per combination, so each language words (and declines) the counts itself. */
export function outboxStatusText(i18n: I18n, locale: LocaleSettings, online: boolean, pending: number, failed: number): string {
  const values = { count: pending, n: formatNumber(pending, 0, locale), failedCount: failed, failed: formatNumber(failed, 0, locale) };
  if (failed === 0) {
    if (online) return pending > 0 ? i18n._('Sending {n}', values) : i18n._('Online');
    return pending > 0 ? i18n._('{count, plural, one {Offline · {n} waiting} other {Offline · {n} waiting}}', values) : i18n._('Offline');
  }
  if (online) {
    return pending > 0
      ? i18n._('{failedCount, plural, one {Sending {n} · {failed} failed} other {Sending {n} · {failed} failed}}', values)
      : i18n._('{failedCount, plural, one {Online · {failed} failed} other {Online · {failed} failed}}', values);
  }
  return pending > 0
    ? i18n._('{count, plural, one {Offline · {n} waiting} other {Offline · {n} waiting}} · {failedCount, plural, one {{failed} failed} other {{failed} failed}}', values)
    : i18n._('{failedCount, plural, one {Offline · {failed} failed} other {Offline · {failed} failed}}', values);
}

export function OutboxStatus({ userId }: OutboxStatusProps) {
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const browserOnline = useOnline();
  const counts = useLiveQuery(() => outboxCounts(userId), [userId]) ?? { pending: 0, failed: 0, unreachable: false };
  const online = browserOnline && !counts.unreachable;
  const text = outboxStatusText(i18n, locale, online, counts.pending, counts.failed);
  const color = counts.failed > 0 ? 'danger' : online ? (counts.pending > 0 ? 'informative' : 'success') : 'warning';
  return (
    <Link to="/outbox" aria-label={i18n._('Outbox: {status}', { status: text })} style={{ textDecorationLine: 'none' }}>
      <Badge appearance="tint" color={color} role="status">
        {text}
      </Badge>
    </Link>
  );
}
