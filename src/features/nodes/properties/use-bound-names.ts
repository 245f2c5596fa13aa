// The names of the nodes a panel's properties are bound to, live from the mirror; a bound node the
// mirror lacks is browsed once so its name appears.
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { fetchNodeName, mirroredNodeNames } from '../../../data/nodes/node-names';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';

export function useBoundNames(host: string, properties: readonly Pick<NodeProperty, 'bound'>[]): ReadonlyMap<string, string> {
  const joined = [...new Set(properties.flatMap((p) => (p.bound ? [p.bound] : [])))].sort().join('\n');
  const gIds = useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined]);
  const names = useLiveQuery(() => mirroredNodeNames(host, gIds), [host, gIds]);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!names) return;
    for (const gId of gIds) {
      if (names.has(gId) || asked.current.has(gId)) continue;
      asked.current.add(gId);
      void fetchNodeName(host, gId);
    }
  }, [host, gIds, names]);
  return names ?? new Map<string, string>();
}
