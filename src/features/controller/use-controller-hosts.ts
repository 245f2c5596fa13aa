// The controller hosts the user may browse: the children of '0.Controllers' the server sends them
// (it leaves out hosts their rights hide), browsed once per mount and read from the mirror, so the
// list also shows offline. Shared by the side navigation, the settings links and the dashboard.
import { useEffect } from 'react';
import { browseNode } from '../../data/nodes/node-operations';
import { compareMirrorNodes, mirrorNodeKey } from '../../domain/nodes/mirror-records';
import type { MirrorNode } from '../../domain/nodes/mirror-records';
import { useMirrorSubtree } from '../nodes/use-mirror-tree';
import { CONTROLLERS_GID, controllerHostOf } from './controller-hosts';

const LOCAL_HOST = '';

export type ControllerHostEntry = { host: string; name: string; node: MirrorNode };

export function useControllerHosts(enabled = true): ControllerHostEntry[] {
  const nodes = useMirrorSubtree(LOCAL_HOST, CONTROLLERS_GID);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    // A failure (offline, no access) leaves what the mirror has; the list is a convenience.
    browseNode(LOCAL_HOST, CONTROLLERS_GID, { depth: 1 }, { signal: abort.signal }).catch(() => undefined);
    return () => abort.abort();
  }, [enabled]);
  const parentKey = mirrorNodeKey(LOCAL_HOST, CONTROLLERS_GID);
  // The subtree comes in no particular order: the list follows the tree's.
  return (nodes ?? [])
    .filter((n) => n.parentKey === parentKey && controllerHostOf(n) !== null)
    .sort(compareMirrorNodes)
    .map((node) => ({ host: controllerHostOf(node) as string, name: node.name || (controllerHostOf(node) as string), node }));
}
