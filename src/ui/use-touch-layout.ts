// The touch layout's switches for components: whether a finger points, and the row height a
// virtualized list must announce to its scroller (CSS alone cannot tell Virtuoso a row grew) with the
// row styles that draw that height, both from rowHeightFor.
import type { GriffelStyle } from '@fluentui/react-components';
import { rowHeightFor } from '../domain/touch-layout';
import { COARSE_POINTER_MEDIA, COARSE_POINTER_QUERY, useMediaQuery } from './use-media-query';

/** True while the primary pointer is coarse (a finger); re-renders when that changes. */
export function useCoarsePointer(): boolean {
  return useMediaQuery(COARSE_POINTER_QUERY);
}

/** A list's row height in px: its own with a mouse, at least a finger's target with touch. */
export function useRowHeight(base: number): number {
  return rowHeightFor(base, useCoarsePointer());
}

/** A list row's height as makeStyles rules, the same heights useRowHeight(base) tells the scroller. */
export function rowHeightStyle(base: number): GriffelStyle {
  return { height: `${rowHeightFor(base, false)}px`, [COARSE_POINTER_MEDIA]: { height: `${rowHeightFor(base, true)}px` } };
}
