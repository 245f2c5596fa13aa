// The app bar's word on the outbox: online / offline / sending n / n failed, linking to the outbox.
// Offline is what the browser says, or a last send that got no answer (a network without the server).
import { Badge } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxCounts } from '../../data/outbox/outbox-queries';
import { useOnline } from '../nodes/use-online';

export type OutboxStatusProps = { userId: string };

export function outboxStatusText(online: boolean, pending: number, failed: number): string {
  const parts = [online ? (pending > 0 ? `Sending ${pending}` : 'Online') : pending > 0 ? `Offline · ${pending} waiting` : 'Offline'];
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.join(' · ');
}

export function OutboxStatus({ userId }: OutboxStatusProps) {
  const browserOnline = useOnline();
  const counts = useLiveQuery(() => outboxCounts(userId), [userId]) ?? { pending: 0, failed: 0, unreachable: false };
  const online = browserOnline && !counts.unreachable;
  const text = outboxStatusText(online, counts.pending, counts.failed);
  const color = counts.failed > 0 ? 'danger' : online ? (counts.pending > 0 ? 'informative' : 'success') : 'warning';
  return (
    <Link to="/outbox" aria-label={`Outbox: ${text}`} style={{ textDecorationLine: 'none' }}>
      <Badge appearance="tint" color={color} role="status">
        {text}
      </Badge>
    </Link>
  );
}
