// The mirrored event log (IndexedDB table eventlogPages, src/data/db.ts version 8): each page read once is
// kept with its rows and when it was fetched, so the screen shows it offline with its age.
import type { EventLogColumn } from './eventlog-columns';
import type { EventLogRow, EventSource } from './eventlog-protocol';

export type MirrorEventPage = {
  /** eventPageKey(source, query). */
  key: string;
  source: EventSource;
  rows: EventLogRow[];
  total: number;
  /** Epoch ms. */
  fetchedAt: number;
};

/** The meta rows of the event log: the server's columns of a source and the user's own layout of them. */
export function schemaMetaKey(source: EventSource): string {
  return `eventlog.schema.${source}`;
}

export function layoutMetaKey(source: EventSource): string {
  return `eventlog.columns.${source}`;
}

/**
 * The columns to show: the server's, with the user's saved visibility and order laid over them; a
 * column the server added since is kept where the server put it, one it dropped is forgotten.
 */
export function columnsWithLayout(server: readonly EventLogColumn[], saved: readonly Pick<EventLogColumn, 'value' | 'visible' | 'index'>[] | undefined): EventLogColumn[] {
  if (!saved || saved.length === 0) return [...server];
  const byValue = new Map(saved.map((c) => [c.value, c]));
  const laid = server.map((c, i) => {
    const mine = byValue.get(c.value);
    return { ...c, visible: c.canHide ? (mine?.visible ?? c.visible) : true, index: mine?.index ?? saved.length + i };
  });
  return laid.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}
