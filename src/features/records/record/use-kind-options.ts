// Records of a kind for select lists (features of a licence, projects of the Security panel): from the
// mirror, refreshed from the server once per screen.
import { useLiveQuery } from 'dexie-react-hooks';
import type { RecordEntity } from '../../../domain/records/record-entities';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { fetchAllOfKind, readAllOfKind } from '../../../data/records/record-repository';
import { useFetchStatus } from '../use-fetch-status';

export function useKindOptions(entity: RecordEntity, enabled = true): RecordAnswer[] {
  useFetchStatus(enabled ? `all:${entity}` : 'all:off', 0, () => (enabled ? fetchAllOfKind(entity) : Promise.resolve()));
  return useLiveQuery(() => (enabled ? readAllOfKind(entity).catch(() => []) : Promise.resolve([])), [entity, enabled]) ?? [];
}
