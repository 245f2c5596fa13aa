// The instrument values a chart widget can show: the live numeric properties of the instruments (the
// children of each controller's root) the user may browse. Browsed when the chooser opens, read from
// the mirror, so the values known from an earlier visit are offered offline too.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { childrenWithPropertiesQuery } from '../../data/nodes/mirror-queries';
import { browseNode } from '../../data/nodes/node-operations';
import { isChartableProperty } from '../../domain/charts/series-buffer';
import { valueLabel } from '../../domain/charts/value-label';
import type { ChartWidget } from '../../domain/dashboard/dashboard-layout';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { ROOT_GID } from '../../domain/nodes/node-protocol';
import type { ControllerHostEntry } from '../controller/use-controller-hosts';

export function useChartChoices(hosts: readonly ControllerHostEntry[], active: boolean): ChartWidget[] {
  const hostsKey = hosts.map((h) => `${h.host}\u0000${h.name}`).join('\u0001');
  useEffect(() => {
    if (!active || hostsKey === '') return;
    const abort = new AbortController();
    for (const entry of hostsKey.split('\u0001')) {
      const [host = ''] = entry.split('\u0000');
      browseNode(host, ROOT_GID, { depth: 1, props: 'all' }, { signal: abort.signal }).catch(() => undefined);
    }
    return () => abort.abort();
  }, [active, hostsKey]);
  return (
    useLiveQuery(async () => {
      const choices: ChartWidget[] = [];
      for (const entry of hostsKey === '' ? [] : hostsKey.split('\u0001')) {
        const [host = '', hostName = host] = entry.split('\u0000');
        const { children, properties } = await childrenWithPropertiesQuery(host, mirrorNodeKey(host, ROOT_GID));
        for (const instrument of children) {
          for (const p of properties.filter((q) => q.nodeKey === instrument.key && isChartableProperty(q))) {
            choices.push({ host, gId: instrument.gId, propId: p.id, name: `${hostName} › ${instrument.name} › ${valueLabel(p)}` });
          }
        }
      }
      return choices;
    }, [hostsKey]) ?? []
  );
}
