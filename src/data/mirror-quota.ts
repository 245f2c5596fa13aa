// What a full disk does to the mirror. The mirror is a cache of server answers; the outbox is the
// user's unsent work. So on a quota error the oldest mirrored data goes first (records, list pages,
// nodes with their properties, by the time of the answer they came from), never the outbox or the
// journal, the user is told, and the write is tried once more.
import { propertyKeyRange } from '../domain/nodes/mirror-records';
import { recordKey } from '../domain/records/record-mirror';
import type { ConsoleDatabase } from './db';

export type PruneSummary = { records: number; listPages: number; nodes: number };

/** Share of the mirrored rows a quota error removes, oldest first. */
export const PRUNE_SHARE = 0.5;

const pruneListeners = new Set<(summary: PruneSummary) => void>();

/** Hears each prune (the shell says so in a snackbar). */
export function onMirrorPruned(listener: (summary: PruneSummary) => void): () => void {
  pruneListeners.add(listener);
  return () => pruneListeners.delete(listener);
}

/**
 * Dexie wraps the browser's error (name, inner, cause); an error from the mirror worker arrives through
 * Comlink with only its name and message, so a wrapped quota error is known by its message there.
 */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { name, message, inner, cause } = e as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || (typeof message === 'string' && message.includes('QuotaExceededError'))) return true;
    e = inner ?? cause;
  }
  return false;
}

/**
 * Runs a mirror write; on a quota error prunes the oldest mirrored data and runs it once more. Other
 * errors, and a quota error after pruning, reach the caller.
 */
export async function withQuotaRecovery<T>(database: ConsoleDatabase, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    const summary = await pruneOldestMirror(database);
    for (const listener of pruneListeners) listener(summary);
    return write();
  }
}

/**
 * For a server read whose answer matters more than its copy: a mirror still full after pruning is
 * passed over (the caller shows the answer itself); any other error is not.
 */
export function unlessQuotaError(error: unknown): void {
  if (!isQuotaError(error)) throw error;
}

type Aged = { table: 'records' | 'recordLists' | 'nodes'; key: string; fetchedAt: number; parentKey?: string | null };

/** Removes the oldest PRUNE_SHARE of the mirrored rows (at least one) in one transaction. */
export async function pruneOldestMirror(database: ConsoleDatabase, share = PRUNE_SHARE): Promise<PruneSummary> {
  return database.transaction('rw', [database.records, database.recordLists, database.nodes, database.properties], async () => {
    const aged: Aged[] = [];
    await database.records.each((r) => aged.push({ table: 'records', key: r.key, fetchedAt: r.fetchedAt }));
    await database.recordLists.each((p) => aged.push({ table: 'recordLists', key: p.key, fetchedAt: p.fetchedAt }));
    await database.nodes.each((n) => aged.push({ table: 'nodes', key: n.key, fetchedAt: n.fetchedAt, parentKey: n.parentKey }));
    aged.sort((a, b) => a.fetchedAt - b.fetchedAt);
    const oldest = aged.slice(0, Math.max(1, Math.ceil(aged.length * share)));
    const keysOf = (table: Aged['table']) => oldest.filter((a) => a.table === table).map((a) => a.key);
    const records = keysOf('records');
    const nodes = oldest.filter((a) => a.table === 'nodes');
    await database.records.bulkDelete(records);
    // A page listing a pruned record would show a gap: it goes too, and is fetched again when opened.
    const gone = new Set(records);
    const listPages = new Set(keysOf('recordLists'));
    await database.recordLists.each((p) => {
      if (p.ids.some((id) => gone.has(recordKey(p.entity, id)))) listPages.add(p.key);
    });
    await database.recordLists.bulkDelete([...listPages]);
    for (const node of nodes) await database.properties.where(':id').between(...propertyKeyRange(node.key)).delete();
    await database.nodes.bulkDelete(nodes.map((n) => n.key));
    // A kept parent no longer holds all its children: the tree fetches them again instead of showing a gap.
    const parents = [...new Set(nodes.map((n) => n.parentKey).filter((k): k is string => typeof k === 'string'))];
    await database.nodes.where(':id').anyOf(parents).modify({ childrenLoaded: false });
    return { records: records.length, listPages: listPages.size, nodes: nodes.length };
  });
}
