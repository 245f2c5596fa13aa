// The children of a node with a choice editor and the values the editor reads, from the mirror. The
// node is browsed with its whole subtree on start (a web editor's depth, node-model.md §7).
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../data/api-error';
import { childrenWithPropertiesQuery } from '../../../data/nodes/mirror-queries';
import { browseNode } from '../../../data/nodes/node-operations';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { mirrorNodeKey } from '../../../domain/nodes/mirror-records';
import type { MirrorProperty } from '../../../domain/nodes/mirror-records';
import { AccessFlag, hasFlag } from '../../../domain/rights';

export type ChoiceChildren = { children: ChildValues[]; loading: boolean; error: string | null };

/** `editedProperty`: the property the editor writes; a child is writable when the user may write it. */
export function useChoiceChildren(host: string, gId: string, browseLevel: number, editedProperty: string): ChoiceChildren {
  const rows = useLiveQuery(() => childrenWithPropertiesQuery(host, mirrorNodeKey(host, gId)), [host, gId]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    browseNode(host, gId, { props: 'all', browseLevel }, { webEditor: true, signal: abort.signal }).then(
      // An answer that lands after unmount or after a newer browse changes nothing.
      () => {
        if (!abort.signal.aborted) setError(null);
      },
      (failure: unknown) => {
        if (abort.signal.aborted || (failure instanceof ApiError && (failure.aborted || failure.network))) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => abort.abort();
  }, [host, gId, browseLevel]);

  const children = useMemo(() => {
    if (!rows) return [];
    const byNode = new Map<string, MirrorProperty[]>();
    for (const p of rows.properties) byNode.set(p.nodeKey, [...(byNode.get(p.nodeKey) ?? []), p]);
    return rows.children
      .filter((c) => c.deleted !== true)
      .map((c) => {
        const properties = byNode.get(c.key) ?? [];
        const edited = properties.find((p) => p.id === editedProperty);
        return {
          gId: c.gId,
          name: c.name || c.id,
          values: Object.fromEntries(properties.map((p) => [p.id, p.value])),
          writable: edited !== undefined && hasFlag(edited.ac, AccessFlag.write),
        };
      });
  }, [rows, editedProperty]);

  return { children, loading: rows === undefined, error };
}
