// The order of the records the user last saw listed, per entity, so J and K on a record screen open the
// next and previous record of that list (docs/decisions.md 'Keyboard shortcuts'). Kept for the tab's
// life only: it is where the user came from, not data.
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { neighbourId } from '../../domain/keyboard-shortcuts';
import type { RecordEntity } from '../../domain/records/record-entities';
import { useShortcutHandler } from '../shell/shortcut-handlers';
import { recordLink } from './record-links';

const orders = new Map<RecordEntity, readonly number[]>();

/** Remembers the ids a listing shows, in the order shown. */
export function useRememberListOrder(entity: RecordEntity, ids: readonly number[] | undefined): void {
  const key = ids?.join(',');
  useEffect(() => {
    if (key !== undefined && key !== '') orders.set(entity, key.split(',').map(Number));
  }, [entity, key]);
}

/** The next (1) or previous (-1) record of the last listing of `entity`, or null. */
function listNeighbour(entity: RecordEntity, id: number, step: 1 | -1): number | null {
  return neighbourId(orders.get(entity) ?? [], id, step);
}

/** J / K on a record screen: open the neighbour in the last listing, when there is one. */
export function useRecordStepKeys(entity: RecordEntity, id: number): void {
  const navigate = useNavigate();
  const open = (step: 1 | -1) => () => {
    const next = listNeighbour(entity, id, step);
    const link = next === null ? null : recordLink(entity, next);
    if (link) void navigate(link);
  };
  useShortcutHandler('next', open(1));
  useShortcutHandler('previous', open(-1));
}
