// The node browser of a host's tree: NodeTree fed from the mirror, with an offline notice.
import { useEffect, useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { mirrorNodeKey, parentKeyOf } from '../../../domain/nodes/mirror-records';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { parentGIdOf } from '../../../domain/nodes/node-ids';
import type { SelectionKind, SelectionMode } from '../../../domain/tree/tree-selection';
import { mayCreateShareLinks } from '../../../domain/nodes/share-links';
import { OfflineNotice } from '../../../ui/OfflineNotice';
import { useSessionView } from '../../shell/use-session-view';
import { shareLinkOperationsFor } from '../share/use-share-links';
import { useOnline } from '../use-online';
import { NodeTree } from './NodeTree';
import type { RowAction } from './NodeTreeRow';
import { useNodeBrowserData } from './use-node-browser';

export type NodeBrowserProps = {
  /** Accessible name of the tree. */
  label: string;
  /** Controller host; '' for the local server. */
  host: string;
  rootGId: string;
  /** List the root itself as the top row (a shared node), not only its children. @default false */
  showRoot?: boolean;
  browseLevel: number;
  readOnly?: boolean;
  selectionMode?: SelectionMode;
  selectionKind?: SelectionKind;
  /** Selected gIds (controlled). */
  selected?: readonly string[];
  onSelectionChange?: (gIds: string[], nodes: MirrorNode[]) => void;
  isDisabled?: (node: MirrorNode) => boolean;
  /** Read FmtValue and AlarmingInfo of the rows in view every second. @default true */
  liveRefresh?: boolean;
  /** The screen's own entries of a row's 'Actions' menu. */
  extraActions?: (node: MirrorNode) => RowAction[];
  /** Told when the root turns out childless, with children, or missing on the server. */
  onRootState?: (state: RootState) => void;
};

/** 'pending' until the root's children were browsed (or found missing). */
export type RootState = 'pending' | 'empty' | 'filled' | 'missing';

function rootStateOf(nodes: readonly MirrorNode[], rootKey: string, missing: boolean): RootState {
  if (missing) return 'missing';
  if (nodes.some((n) => n.parentKey === rootKey)) return 'filled';
  return nodes.find((n) => n.key === rootKey)?.childrenLoaded === true ? 'empty' : 'pending';
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%', minHeight: 0 },
});

/** Keys of the ancestors of each selected gId below the root, so the selection is in view. */
function ancestorsOpen(host: string, rootGId: string, gIds: readonly string[]): string[] {
  const keys: string[] = [];
  for (const gId of gIds) {
    let parent = parentGIdOf(gId);
    while (parent !== null && parent.startsWith(`${rootGId}.`)) {
      keys.push(mirrorNodeKey(host, parent));
      parent = parentGIdOf(parent);
    }
  }
  return keys;
}

export function NodeBrowser(props: NodeBrowserProps) {
  const { host, rootGId, browseLevel } = props;
  const styles = useStyles();
  const online = useOnline();
  const data = useNodeBrowserData({ host, rootGId, browseLevel, liveRefresh: props.liveRefresh ?? true });
  const mayShare = mayCreateShareLinks(useSessionView().rights);
  // Share links are offered only to holders of the right (the server checks it again).
  const operations = useMemo(
    () => (props.readOnly ? undefined : mayShare ? { ...data.operations, shareLinks: shareLinkOperationsFor(host) } : data.operations),
    [props.readOnly, mayShare, data.operations, host],
  );
  const selectedKeys = useMemo(() => (props.selected ?? []).map((gId) => mirrorNodeKey(host, gId)), [host, props.selected]);
  // Opens the way to the initial selection once; later changes come from the user.
  const initialOpen = useMemo(
    () => [...(props.showRoot ? [mirrorNodeKey(host, rootGId)] : []), ...ancestorsOpen(host, rootGId, props.selected ?? [])],
    [host, rootGId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The tree lists the children of rootKey: the root's parent shows the root itself as the top row.
  const rootKey = (props.showRoot ? parentKeyOf(host, rootGId) : null) ?? mirrorNodeKey(host, rootGId);
  const { onSelectionChange, onRootState } = props;
  const rootState = rootStateOf(data.nodes, mirrorNodeKey(host, rootGId), data.rootMissing);
  useEffect(() => onRootState?.(rootState), [rootState, onRootState]);
  return (
    <div className={styles.root}>
      {!online || data.offline ? <OfflineNotice fetchedAt={data.fetchedAt} /> : null}
      <NodeTree
        label={props.label}
        rootKey={rootKey}
        nodes={data.nodes}
        browseLevel={browseLevel}
        readOnly={props.readOnly}
        selectionMode={props.selectionMode}
        selectionKind={props.selectionKind}
        selected={selectedKeys}
        onSelectionChange={
          onSelectionChange
            ? (keys) => {
                // Indexed here, not per render: the live refresh hands over a new node list every second.
                const byKey = new Map(data.nodes.map((n) => [n.key, n]));
                const nodes = keys.map((k) => byKey.get(k)).filter((n): n is MirrorNode => n !== undefined);
                onSelectionChange(nodes.map((n) => n.gId), nodes);
              }
            : undefined
        }
        isDisabled={props.isDisabled}
        initialOpen={initialOpen}
        error={data.offline ? null : data.error}
        onRefresh={data.refresh}
        browseErrors={data.browseErrors}
        onLoadChildren={data.loadChildren}
        onVisibleKeysChange={data.setVisibleKeys}
        operations={operations}
        extraActions={props.extraActions}
      />
    </div>
  );
}
