// The one-second reads of every chart on screen, grouped per host: the instrument screen and the dashboard
// show several charts of one controller, and each polling on its own sent one request per chart per second.
// A group reads the union of its charts' values in one hread batch, only while the page is visible and
// never overlapping, and tells every chart how the read went.
import { syncSeries, seriesKey } from '../../data/charts/live-series-repository';
import type { SeriesRef } from '../../data/charts/live-series-repository';
import { AUTO_REFRESH_MS, startVisiblePoll } from '../nodes/visible-poll';

/** A chart in a group; `onRead` gets null after a read that answered, else the error. */
export type SeriesMember = { refs: readonly SeriesRef[]; onRead: (error: unknown) => void };

type Group = { members: Set<SeriesMember>; stop: () => void };

const groups = new Map<string, Group>();

function unionOf(members: Iterable<SeriesMember>): SeriesRef[] {
  const refs = new Map<string, SeriesRef>();
  for (const member of members) for (const ref of member.refs) refs.set(seriesKey(ref), ref);
  return [...refs.values()];
}

async function read(host: string, group: Group, signal: AbortSignal): Promise<void> {
  const members = [...group.members];
  // Only charts still in the group hear how the read went: one that left meanwhile may be unmounted.
  const tell = (outcome: unknown) => {
    for (const m of members) if (group.members.has(m)) m.onRead(outcome);
  };
  try {
    await syncSeries(host, unionOf(members), { signal });
  } catch (error: unknown) {
    tell(error);
    return;
  }
  tell(null);
}

/** Adds a chart to its host's reads every AUTO_REFRESH_MS; returns its removal (the last one stops the reads). */
export function joinSeriesGroup(host: string, member: SeriesMember): () => void {
  let group = groups.get(host);
  if (!group) {
    const created: Group = { members: new Set(), stop: () => {} };
    created.stop = startVisiblePoll((signal) => read(host, created, signal), AUTO_REFRESH_MS);
    groups.set(host, created);
    group = created;
  }
  group.members.add(member);
  const joined = group;
  return () => {
    joined.members.delete(member);
    if (joined.members.size > 0) return;
    joined.stop();
    if (groups.get(host) === joined) groups.delete(host);
  };
}
