// After a create screen: open the new record in place of the create screen (back returns to the list).
import { useNavigate } from '@tanstack/react-router';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { recordLink } from './record-links';

export function useOpenCreated() {
  const navigate = useNavigate();
  return (record: RecordAnswer) => {
    const link = recordLink(record.entity, record.id);
    if (link) void navigate({ ...link, replace: true });
  };
}
