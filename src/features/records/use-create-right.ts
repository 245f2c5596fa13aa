import { useSnapshot } from 'valtio';
import { ENTITY_CAPABILITIES, mayCreateEntity } from '../../domain/records/record-entities';
import type { RecordEntity } from '../../domain/records/record-entities';
import { Right } from '../../domain/rights';
import { session } from '../../state/session';

/** 'Create new {kind}' shows where the kind allows creation (console.md §6) and the user's createEntity bits do. */
export function useMayCreate(entity: RecordEntity, ignoreListFlag = false): boolean {
  const snap = useSnapshot(session);
  const rights = snap.authData?.rights;
  if (!rights) return false;
  if (!ignoreListFlag && !ENTITY_CAPABILITIES[entity].canCreate) return false;
  return rights.features.includes(Right.admin) || mayCreateEntity(rights.createEntity, entity);
}
