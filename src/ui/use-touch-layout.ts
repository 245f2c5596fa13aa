// The touch layout's switches for components: whether a finger points, and the row height a
// virtualized list must announce to its scroller (CSS alone cannot tell Virtuoso a row grew).
import { rowHeightFor } from '../domain/touch-layout';
import { COARSE_POINTER_QUERY, useMediaQuery } from './use-media-query';

/** True while the primary pointer is coarse (a finger); re-renders when that changes. */
export function useCoarsePointer(): boolean {
  return useMediaQuery(COARSE_POINTER_QUERY);
}

/** A list's row height in px: its own with a mouse, at least a finger's target with touch. */
export function useRowHeight(base: number): number {
  return rowHeightFor(base, useCoarsePointer());
}
