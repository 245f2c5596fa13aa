// The active alarms of controllers, live: every second the AlarmingInfo of their '0.Controllers.<host>'
// nodes is read (the server answers a controller's alarms there, with the instrument that raised each),
// the mirror takes it, and the rows are built from the mirror. A read without an answer marks the
// alarms offline; the last mirrored ones stay listed with their age.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../data/api-error';
import { readLiveValues } from '../../data/nodes/node-operations';
import { activeAlarmRows } from '../../domain/dashboard/widget-rules';
import type { AlarmRow } from '../../domain/dashboard/widget-rules';
import { useLiveRefresh } from '../nodes/use-live-refresh';
import type { ControllerHostEntry } from './use-controller-hosts';

export type ControllerAlarms = { rows: AlarmRow[]; offline: boolean; fetchedAt: number | null };

export function useControllerAlarms(hosts: readonly ControllerHostEntry[], enabled = true): ControllerAlarms {
  const gIdsKey = hosts.map((h) => h.node.gId).join(',');
  const [offline, setOffline] = useState(false);
  // A read refreshes the alarms but not the rows' browse time: the last answer's time is kept here.
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  const run = useCallback(
    (signal: AbortSignal) =>
      // The signal fires on unmount (and for a newer read): a read that lands after it changes nothing.
      readLiveValues('', gIdsKey === '' ? [] : gIdsKey.split(','), signal).then(
        () => {
          if (signal.aborted) return;
          setOffline(false);
          setAnsweredAt(Date.now());
        },
        (error: unknown) => {
          if (!signal.aborted && error instanceof ApiError && error.network) setOffline(true);
          throw error;
        },
      ),
    [gIdsKey],
  );
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    run(abort.signal).catch(() => undefined);
    return () => abort.abort();
  }, [run, enabled]);
  useLiveRefresh({ enabled, run });
  const rows = activeAlarmRows(hosts.map((h) => ({ host: h.host, hostName: h.name, alarms: h.node.alarms })));
  const fetchedAt = hosts.reduce<number | null>((max, h) => (max === null || h.node.fetchedAt > max ? h.node.fetchedAt : max), answeredAt);
  return { rows, offline, fetchedAt };
}
