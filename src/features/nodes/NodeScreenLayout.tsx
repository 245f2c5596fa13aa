// Tree on the left, property panel on the right; stacked on narrow screens (under 960 px), where a
// childless tree takes only the room its toolbar and 'No items.' need (a tablet's screen is short).
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMediaQuery } from '../../ui/use-media-query';

const NARROW_QUERY = '(max-width: 959px)';

const useStyles = makeStyles({
  wide: { display: 'grid', gridTemplateColumns: 'minmax(260px, 380px) minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, height: 'calc(100dvh - 180px)', minHeight: '360px' },
  narrow: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pane: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  treePaneNarrow: { height: '50dvh', minHeight: '300px' },
  treePaneCompact: { flexShrink: 0 },
  panelPane: { overflowY: 'auto' },
});

export type NodeScreenLayoutProps = {
  tree: ReactNode;
  panel: ReactNode;
  /** The tree has nothing to list: on a narrow screen its pane shrinks to its content. */
  treeEmpty?: boolean;
};

export function NodeScreenLayout({ tree, panel, treeEmpty = false }: NodeScreenLayoutProps) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <div className={narrow ? styles.narrow : styles.wide}>
      <div className={mergeClasses(styles.pane, narrow && (treeEmpty ? styles.treePaneCompact : styles.treePaneNarrow))}>{tree}</div>
      <div className={mergeClasses(styles.pane, styles.panelPane)}>{panel}</div>
    </div>
  );
}
