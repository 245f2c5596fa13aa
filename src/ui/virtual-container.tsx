// react-virtuoso renders Scroller > Viewport > List > Item. The ARIA container role (list, tree, rowgroup)
// belongs on List, whose items are the rows, and the scroller must not be focusable: as the role's element it
// sat between the container and its rows (axe aria-required-children) and took a tab stop that showed no
// focus and did nothing the rows' own keyboard model does not (issue 13, docs/decisions.md).
import type { Components, ContextProp, ListProps, ScrollerProps } from 'react-virtuoso';

/** The container a virtualized list renders as: pass as Virtuoso's `context`, with VIRTUAL_CONTAINER as `components`. */
export type VirtualContainer = {
  role: 'list' | 'tree' | 'rowgroup';
  label?: string;
  multiselectable?: boolean;
};

function ContainerList({ context, ...props }: ListProps & ContextProp<VirtualContainer>) {
  return <div {...props} role={context.role} aria-label={context.label} aria-multiselectable={context.multiselectable ? true : undefined} />;
}

/** Virtuoso gives its scroller tabIndex 0; the rows inside carry the keyboard model, so it gets none. */
function UnfocusableScroller({ context: _context, tabIndex: _tabIndex, ...props }: ScrollerProps & ContextProp<VirtualContainer>) {
  return <div {...props} />;
}

/** Holds no part that depends on the row type, so each list's `data` decides it. */
export const VIRTUAL_CONTAINER: Pick<Components<unknown, VirtualContainer>, 'List' | 'Scroller'> = { List: ContainerList, Scroller: UnfocusableScroller };
