// The one-second reads of every chart on screen, grouped per host: the instrument screen and the dashboard
// show several charts of one controller, and each polling on its own sent one request per chart per second.
// A group reads the union of its charts' values in one hread batch, only while the page is visible and
// never overlapping, and tells every chart how the read went.
import { syncSeries, seriesKey } from '../../data/charts/live-series-repository';
import type { SeriesRef } from '../../data/charts/live-series-repository';

/** A chart in a group; `onRead` gets null after a read that answered, else the error. */
export type SeriesMember = { refs: readonly SeriesRef[]; onRead: (error: unknown) => void };

type Group = { members: Set<SeriesMember>; timer: ReturnType<typeof setInterval>; busy: boolean; abort: AbortController | null };

const groups = new Map<string, Group>();

function unionOf(members: Iterable<SeriesMember>): SeriesRef[] {
  const refs = new Map<string, SeriesRef>();
  for (const member of members) for (const ref of member.refs) refs.set(seriesKey(ref), ref);
  return [...refs.values()];
}

function tick(host: string, group: Group): void {
  if (group.busy || (typeof document !== 'undefined' && document.visibilityState !== 'visible')) return;
  const members = [...group.members];
  const abort = new AbortController();
  group.busy = true;
  group.abort = abort;
  syncSeries(host, unionOf(members), { signal: abort.signal })
    .then(
      () => members.forEach((m) => m.onRead(null)),
      (error: unknown) => members.forEach((m) => m.onRead(error)),
    )
    .finally(() => {
      group.busy = false;
    });
}

/** Adds a chart to its host's reads every `intervalMs`; returns its removal (the last one stops the reads). */
export function joinSeriesGroup(host: string, member: SeriesMember, intervalMs: number): () => void {
  let group = groups.get(host);
  if (!group) {
    const created: Group = { members: new Set(), timer: setInterval(() => tick(host, created), intervalMs), busy: false, abort: null };
    groups.set(host, created);
    group = created;
  }
  group.members.add(member);
  const joined = group;
  return () => {
    joined.members.delete(member);
    if (joined.members.size > 0) return;
    clearInterval(joined.timer);
    joined.abort?.abort();
    if (groups.get(host) === joined) groups.delete(host);
  };
}
