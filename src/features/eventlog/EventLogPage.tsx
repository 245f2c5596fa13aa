// The /system/eventlog route's screen: its search params are the screen's query state.
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { EventLogSearch } from '../../domain/eventlog/eventlog-search';
import { EventLogScreen } from './EventLogScreen';

export function EventLogPage() {
  const search = useSearch({ from: '/system/eventlog' });
  const navigate = useNavigate();
  return <EventLogScreen search={search} onSearch={(next: EventLogSearch) => void navigate({ to: '/system/eventlog', search: next })} />;
}
