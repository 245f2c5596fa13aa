// The node browser without data access (node-model.md §2.6, §4): toolbar, virtualized rows, open
// state, search, selection, keyboard, drag reorder and the add/delete/clone/method flows. The mirrored
// nodes and the operations come in as props, so screens, the picker dialog and tests share it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { AllowedType } from '../../../domain/nodes/node-protocol';
import { checkStates, selectAll, selectAllState, toggleSelection } from '../../../domain/tree/tree-selection';
import type { SelectionKind, SelectionMode } from '../../../domain/tree/tree-selection';
import { ApiError } from '../../../data/api-error';
import { showSnackbar } from '../../../state/ui';
import { useMethodCall } from '../methods/use-method-call';
import type { CallMethod } from '../methods/use-method-call';
import type { RowAction } from './NodeTreeRow';
import { NodeTreeToolbar } from './NodeTreeToolbar';
import { NodeTreeView } from './NodeTreeView';
import type { RowCallbacks } from './NodeTreeView';
import { rowAbilities, rowAlarm } from './row-permissions';
import { buildTreeModel } from './tree-model';
import { ancestorKeys, useTreeState } from './use-tree-state';
import { useNodeDelete } from './use-node-delete';
import { useShareLinks } from '../share/use-share-links';
import type { ShareLinkOperations } from '../share/use-share-links';
import type { RemoveNode, RestoreNode } from './use-node-delete';
import { useNodeRename } from './use-node-rename';
import { useI18n } from '../../../i18n/use-i18n';
import type { RenameNode } from './use-node-rename';

export const ADDED_HIDDEN_TEXT = /*i18n*/ 'Item added but hidden because currently only active items are showing!';

/** What the tree asks of the data layer; each rejects with an Error whose message is shown. */
export type TreeOperations = {
  add: (parent: MirrorNode, type: AllowedType) => Promise<{ key: string; active?: boolean } | null>;
  /** Soft or permanent (the delete dialog's choice); ignoreReferences after the user confirmed. */
  remove: RemoveNode;
  /** Brings back a soft-deleted node (its Restore method). */
  restore: RestoreNode;
  clone: (node: MirrorNode) => Promise<{ key: string } | null>;
  move: (node: MirrorNode, newIndex: number) => Promise<void>;
  /** Resolves with the method's return value. */
  callMethod: CallMethod;
  /** Renames the node ('Rename…'); absent: no rename. */
  rename?: RenameNode;
  /** Share links; absent when the user may not create them. */
  shareLinks?: ShareLinkOperations;
};

export type NodeTreeProps = {
  /** Accessible name of the tree. */
  label: string;
  /** Key of the node whose children are the top level (not shown itself). */
  rootKey: string;
  /** The mirrored nodes of the tree (any order). */
  nodes: readonly MirrorNode[];
  /** VisibilityLevel the user browses at. */
  browseLevel: number;
  /** Hides add and action buttons. @default false */
  readOnly?: boolean;
  /** @default 'none' */
  selectionMode?: SelectionMode;
  /** @default 'independent' */
  selectionKind?: SelectionKind;
  /** Selected node keys (controlled). */
  selected?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  isDisabled?: (node: MirrorNode) => boolean;
  /** @default true */
  openAllOnSearch?: boolean;
  initialOpen?: readonly string[];
  /** The last server error of this tree; shows an error bar with Refresh. */
  error?: string | null;
  /** Re-read the tree: the root and the open nodes (their keys). */
  onRefresh: (openKeys: string[]) => void;
  /** @default false */
  showInactive?: boolean;
  onShowInactiveChange?: (on: boolean) => void;
  /** Failed browses of a node's children: parent key → result or HTTP code. */
  browseErrors?: ReadonlyMap<string, number>;
  /** An open node's children are missing from the mirror: load them. */
  onLoadChildren?: (node: MirrorNode) => void;
  onVisibleKeysChange?: (keys: string[]) => void;
  operations?: TreeOperations;
  /** The screen's own entries of a row's 'Actions' menu. */
  extraActions?: (node: MirrorNode) => RowAction[];
};

const NO_ACTIONS: RowAction[] = [];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, height: '100%', minHeight: 0 },
});

function messageOf(error: unknown): string | null {
  if (error instanceof ApiError && error.aborted) return null;
  return error instanceof Error ? error.message : String(error);
}

function reportError(error: unknown) {
  const text = messageOf(error);
  if (text) showSnackbar(text);
}

export function NodeTree(props: NodeTreeProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { rootKey, nodes, browseLevel, readOnly = false, operations } = props;
  const mode = props.selectionMode ?? 'none';
  const kind = props.selectionKind ?? 'independent';
  const [ownShowInactive, setOwnShowInactive] = useState(false);
  const showInactive = props.showInactive ?? ownShowInactive;
  const setShowInactive = (on: boolean) => {
    setOwnShowInactive(on);
    props.onShowInactiveChange?.(on);
  };
  const isDisabled = props.isDisabled;
  const model = useMemo(
    () => buildTreeModel(nodes, rootKey, { browseLevel, showInactive, isDisabled }),
    [nodes, rootKey, browseLevel, showInactive, isDisabled],
  );
  const rootNode = useMemo(() => nodes.find((n) => n.key === rootKey), [nodes, rootKey]);
  const tree = useTreeState(model.index, { openAllOnSearch: props.openAllOnSearch ?? true, initialOpen: props.initialOpen });
  const selected = useMemo(() => new Set(props.selected ?? []), [props.selected]);
  const checks = useMemo(() => checkStates(model.index, selected, kind), [model.index, selected, kind]);
  const [moving, setMoving] = useState(false);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const requested = useRef(new Set<string>());
  const methodCall = useMethodCall(operations?.callMethod);
  const nodeDelete = useNodeDelete(operations?.remove, operations?.restore);
  const shareLinks = useShareLinks(operations?.shareLinks);
  const nodeRename = useNodeRename(operations?.rename);

  // After an add, focus the new node as soon as its row exists.
  if (pendingFocus !== null && tree.rows.some((r) => r.key === pendingFocus)) {
    setPendingFocus(null);
    tree.setFocusedKey(pendingFocus);
    setFocusToken((t) => t + 1);
  }

  // Lazy children: an open node with unloaded children asks for them once (until Refresh).
  const { onLoadChildren, browseErrors } = props;
  useEffect(() => {
    if (!onLoadChildren) return;
    for (const row of tree.rows) {
      if (row.kind !== 'placeholder' || requested.current.has(row.parentKey) || browseErrors?.has(row.parentKey)) continue;
      const node = model.nodes.get(row.parentKey);
      if (!node) continue;
      requested.current.add(row.parentKey);
      onLoadChildren(node);
    }
  }, [tree.rows, model.nodes, onLoadChildren, browseErrors]);

  // A refused move needs no undo: the rows are drawn from the mirror, which only the server's answer
  // reorders (a native drop moves no DOM), and ending `moving` draws them again.
  const moveTo = async (node: MirrorNode, newIndex: number) => {
    if (!operations || moving) return;
    setMoving(true);
    try {
      await operations.move(node, newIndex);
    } catch (error) {
      reportError(error);
    } finally {
      setMoving(false);
    }
  };

  const siblingsOf = (node: MirrorNode) => (node.parentKey ? model.siblings.get(node.parentKey) ?? [] : []);
  const parentCanReorder = (node: MirrorNode) => {
    if (node.parentKey === null) return false;
    const parent = model.nodes.get(node.parentKey) ?? (node.parentKey === rootKey ? rootNode : undefined);
    return parent?.canReorder === true;
  };
  const abilitiesOf = (node: MirrorNode) =>
    rowAbilities(node, {
      readOnly: readOnly || !operations,
      browseLevel,
      parentCanReorder: parentCanReorder(node) && !tree.searching,
      shareLinks: operations?.shareLinks !== undefined,
      rename: operations?.rename !== undefined,
    });

  // One place up or down among the siblings: Alt+Arrow and the 'Move up' / 'Move down' menu entries,
  // through the same move a drop makes.
  const moveBy = (key: string, delta: -1 | 1) => {
    const node = model.nodes.get(key);
    if (!node || !abilitiesOf(node).canMove || moving) return;
    const list = siblingsOf(node);
    const at = list.findIndex((n) => n.key === key);
    const to = at + delta;
    if (at >= 0 && to >= 0 && to < list.length) void moveTo(node, to);
  };
  const placeOf = (node: MirrorNode) => {
    const list = siblingsOf(node);
    return { first: list[0]?.key === node.key, last: list[list.length - 1]?.key === node.key };
  };

  const callbacks: RowCallbacks = {
    onToggleOpen: (key) => tree.setNodeOpen(key, !tree.isOpen(key)),
    onFocusRow: (key) => tree.setFocusedKey(key),
    onSelect: (key) => {
      if (mode === 'none' || !props.onSelectionChange) return;
      const next = toggleSelection(model.index, selected, key, { mode, kind }, mode === 'single' ? true : undefined);
      props.onSelectionChange([...next]);
    },
    onAdd: (parent, type) => {
      if (!operations) return;
      void operations.add(parent, type).then((created) => {
        if (!created) return;
        tree.openKeys([parent.key, ...ancestorKeys(model.index, parent.key)]);
        if (created.active === false && !showInactive) showSnackbar(i18n._(ADDED_HIDDEN_TEXT), { intent: 'warning' });
        else setPendingFocus(created.key);
      }, reportError);
    },
    onDelete: (node) => nodeDelete.start(node),
    onRestore: (node) => nodeDelete.restore(node),
    onRename: (node) => nodeRename.start(node),
    onShareLink: (node) => shareLinks.start(node),
    onRevokeShareLinks: (node) => shareLinks.revoke(node),
    onClone: (node) => {
      if (!operations) return;
      void operations.clone(node).then((created) => {
        if (created) setPendingFocus(created.key);
      }, reportError);
    },
    onCallMethod: (node, method) => methodCall.start(node, method),
    onMoveBy: moveBy,
    onDragStartRow: (key) => setDragKey(key),
    onDragEndRow: () => setDragKey(null),
    onDragOverRow: (key) => {
      if (dragKey === null || dragKey === key || moving) return false;
      return model.nodes.get(dragKey)?.parentKey === model.nodes.get(key)?.parentKey;
    },
    onDropRow: (key) => {
      const dragged = dragKey === null ? undefined : model.nodes.get(dragKey);
      setDragKey(null);
      const target = model.nodes.get(key);
      if (!dragged || !target || dragged.key === target.key || dragged.parentKey !== target.parentKey) return;
      const newIndex = siblingsOf(target).findIndex((n) => n.key === target.key);
      if (newIndex >= 0) void moveTo(dragged, newIndex);
    },
  };

  return (
    <div className={styles.root}>
      <NodeTreeToolbar
        selectAll={
          mode === 'multi' && props.onSelectionChange
            ? {
                checked: selectAllState(model.index, selected, kind),
                onChange: (on) => props.onSelectionChange?.(on ? [...selectAll(model.index, kind)] : []),
              }
            : undefined
        }
        searchText={tree.searchText}
        onSearchTextChange={tree.setSearchText}
        onCollapseAll={tree.collapseAll}
        onExpandAll={tree.expandAll}
        onRefresh={() => {
          requested.current.clear();
          props.onRefresh([...tree.openSet]);
        }}
        showInactive={showInactive}
        onShowInactiveChange={setShowInactive}
        error={props.error}
      />
      <NodeTreeView
        label={props.label}
        multiselectable={mode === 'multi'}
        rows={tree.rows}
        focusedKey={tree.focusedKey}
        focusToken={focusToken}
        callbacks={callbacks}
        onOpenChange={tree.setNodeOpen}
        // Soft-deleted rows have no live values (a read answers 4).
        onVisibleKeysChange={props.onVisibleKeysChange ? (keys) => props.onVisibleKeysChange?.(keys.filter((k) => model.nodes.get(k)?.deleted !== true)) : undefined}
        emptyText={tree.searching ? i18n._('No matching items.') : i18n._('No items.')}
        placeholderError={(parentKey) => props.browseErrors?.get(parentKey) ?? null}
        rowProps={(key) => {
          const node = model.nodes.get(key);
          if (!node) return null;
          return {
            node,
            abilities: abilitiesOf(node),
            alarm: rowAlarm(node),
            selectionMode: mode,
            checked: checks.get(key) ?? false,
            disabled: model.index.nodes.get(key)?.disabled === true,
            moving,
            place: placeOf(node),
            extraActions: props.extraActions?.(node) ?? NO_ACTIONS,
          };
        }}
      />
      {methodCall.dialog}
      {nodeDelete.dialog}
      {shareLinks.dialog}
      {nodeRename.dialog}
    </div>
  );
}
