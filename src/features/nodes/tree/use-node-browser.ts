// Connects the node browser to the data layer: browses the root on start, the root and every open
// node on Refresh, browses an opened node's unloaded children, refreshes the live values of the rows in view and runs the row
// operations. Every answer lands in the mirror, which the tree reads back through useLiveQuery.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../data/api-error';
import { BatchItemError } from '../../../data/nodes/node-errors';
import {
  browseNode,
  callMethod,
  createNode,
  deleteNode,
  deserializeNode,
  moveNode,
  readLiveValues,
  restoreNode,
  serializeNode,
} from '../../../data/nodes/node-operations';
import { renameNode } from '../../../data/nodes/node-rename';
import { gIdOfNodeKey, mirrorNodeKey } from '../../../domain/nodes/mirror-records';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { BatchResult, DEFAULT_BROWSE_DEPTH } from '../../../domain/nodes/node-protocol';
import type { BrowseFilter } from '../../../domain/nodes/node-protocol';
import { nodeDeleteFields } from '../../../domain/nodes/node-recycle';
import { showSnackbar } from '../../../state/ui';
import { useMounted } from '../../../ui/use-mounted';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { useRefetchOnSync } from '../../sync/use-refetch-on-sync';
import { useLiveRefresh } from '../use-live-refresh';
import { useMirrorFetchedAt, useMirrorSubtree } from '../use-mirror-tree';
import type { TreeOperations } from './NodeTree';
import { browseOpenNodes } from './browse-open-nodes';
import { isDebugLevel } from './row-permissions';

/** Browse depth of the tree: one level at a time, children load when a node opens. */
const LAZY_DEPTH = 1;

export type NodeBrowserData = {
  nodes: MirrorNode[];
  loaded: boolean;
  error: string | null;
  /** The last browse failed without an answer: the tree shows mirrored data. */
  offline: boolean;
  /** The server answered that the root node does not exist. */
  rootMissing: boolean;
  fetchedAt: number | null | undefined;
  browseErrors: ReadonlyMap<string, number>;
  /** Re-reads the root and the open nodes (mirror keys). */
  refresh: (openKeys?: readonly string[]) => void;
  loadChildren: (node: MirrorNode) => void;
  setVisibleKeys: (keys: string[]) => void;
  operations: TreeOperations;
};

export type NodeBrowserDataOptions = {
  host: string;
  rootGId: string;
  browseLevel: number;
  liveRefresh: boolean;
};

function errorCode(error: unknown): number {
  if (error instanceof BatchItemError) return error.result;
  if (error instanceof ApiError) return error.status;
  return 1;
}

function isAborted(error: unknown): boolean {
  return error instanceof ApiError && error.aborted;
}

export function useNodeBrowserData({ host, rootGId, browseLevel, liveRefresh }: NodeBrowserDataOptions): NodeBrowserData {
  const mirrored = useMirrorSubtree(host, rootGId);
  const fetchedAt = useMirrorFetchedAt(host);
  // The last browse's failure; null after a browse that got an answer.
  const [failure, setFailure] = useState<Error | null>(null);
  const [browseErrors, setBrowseErrors] = useState<ReadonlyMap<string, number>>(new Map());
  const [epoch, setEpoch] = useState(0);
  const visible = useRef<string[]>([]);
  // The open nodes the next browse re-reads with the root; empty on start.
  const openOnRefresh = useRef<string[]>([]);
  const filter = useMemo<BrowseFilter>(() => ({ depth: LAZY_DEPTH, browseLevel }), [browseLevel]);
  const mounted = useMounted();

  useEffect(() => {
    const abort = new AbortController();
    const open = openOnRefresh.current;
    openOnRefresh.current = [];
    browseOpenNodes(host, rootGId, open, filter, abort.signal).then(
      (failed) => {
        // An answer that lands after unmount or a newer browse changes nothing.
        if (abort.signal.aborted) return;
        setFailure(null);
        if (failed.size > 0) setBrowseErrors(new Map([...failed].map(([gId, code]) => [mirrorNodeKey(host, gId), code])));
      },
      (reason: unknown) => {
        if (!abort.signal.aborted && !isAborted(reason)) setFailure(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => abort.abort();
  }, [host, rootGId, filter, epoch]);

  const refresh = useCallback((openKeys: readonly string[] = []) => {
    openOnRefresh.current = openKeys.map(gIdOfNodeKey);
    setBrowseErrors(new Map());
    setEpoch((e) => e + 1);
  }, []);

  const loadChildren = useCallback(
    (node: MirrorNode) => {
      browseNode(host, node.gId, filter).catch((failure: unknown) => {
        if (isAborted(failure) || !mounted.current) return;
        setBrowseErrors((map) => new Map(map).set(node.key, errorCode(failure)));
      });
    },
    [host, filter, mounted],
  );

  const offline = failure instanceof ApiError && failure.network;
  // Back online, or the mirror was emptied by a pull reset: browse again without waiting for Refresh.
  useRefetchOnSync(offline, refresh);

  const runLive = useCallback(
    (signal: AbortSignal) => readLiveValues(host, visible.current.map(gIdOfNodeKey), signal),
    [host],
  );
  useLiveRefresh({ enabled: liveRefresh, run: runLive });

  const operations = useMemo<TreeOperations>(
    () => ({
      add: async (parent, type) => {
        const created = await createNode(host, parent.gId, type.type);
        return { key: mirrorNodeKey(host, created.gId), active: created.node?.active };
      },
      remove: async (node, choice, ignoreReferences) => {
        const { permanent, userReason } = nodeDeleteFields(choice);
        const outcome = await deleteNode(host, node.gId, { ignoreReferences, permanent, reason: userReason });
        // The debug tree lists the recycle bin: show the node again, marked deleted.
        if (outcome.deleted && !permanent && isDebugLevel(browseLevel) && node.parent !== null) await browseNode(host, node.parent, filter).catch(() => undefined);
        return outcome;
      },
      // The whole restored subtree is browsed again, so no mirrored row keeps its deleted mark.
      restore: async (node) => {
        if ((await restoreNode(host, node.gId)) === null) return false;
        await browseNode(host, node.gId, { ...filter, depth: DEFAULT_BROWSE_DEPTH });
        return true;
      },
      rename: (node, name) => renameNode(host, node.gId, name),
      clone: async (node) => {
        if (node.parent === null) return null;
        const content = await serializeNode(host, node.gId);
        const created = await deserializeNode(host, node.parent, content);
        if (created === null) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
        const copy = created?.[0];
        return copy ? { key: mirrorNodeKey(host, copy.gId) } : null;
      },
      move: async (node, newIndex) => {
        await moveNode(host, node.gId, newIndex);
      },
      callMethod: (node, method, args) => callMethod(host, node.gId, method.id, args),
    }),
    [host, browseLevel, filter],
  );

  return {
    nodes: mirrored ?? [],
    loaded: mirrored !== undefined,
    error: failure?.message ?? null,
    offline,
    rootMissing: failure instanceof BatchItemError && failure.result === BatchResult.notFound,
    fetchedAt,
    browseErrors,
    refresh,
    loadChildren,
    setVisibleKeys: (keys) => {
      visible.current = keys;
    },
    operations,
  };
}
