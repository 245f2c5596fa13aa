// The IndexedDB databases of the console: one per user (the mirror and the outbox belong to the user
// who fetched or wrote them, DESIGN.md "Tabs and users"), one for signed-out visitors (share links).
// Every schema change is a new version() below, never an edit of an existing one: browsers keep the
// old database and only migrate forward.
import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { MirrorEventPage } from '../domain/eventlog/eventlog-mirror';
import type { MirrorJournalEntry } from '../domain/nodes/mirror-journal';
import type { MirrorNode, MirrorProperty } from '../domain/nodes/mirror-records';
import type { OutboxEntry } from '../domain/outbox/outbox-entry';
import type { MirrorRecord, MirrorRecordPage } from '../domain/records/record-mirror';
import type { UploadRecord } from '../domain/upload/upload-record';
import type { LiveSeriesRow } from '../domain/charts/live-series-row';

/** The database all users shared before it became per user; deleted at start (its data belongs to nobody). */
export const LEGACY_DATABASE_NAME = 'license-console';
/** The database while nobody is signed in: only what needs no account (share-link views). */
export const ANONYMOUS_DATABASE_NAME = 'license-console-anonymous';

/** The database of one user, named after the user id (the token's jti). */
export function databaseNameFor(userId: string | null): string {
  return userId === null ? ANONYMOUS_DATABASE_NAME : `license-console-u${encodeURIComponent(userId)}`;
}

/** Key/value metadata: sync cursors, last full-browse times and the like. */
export type MetaRow = { key: string; value: unknown; updatedAt: string };

export class ConsoleDatabase extends Dexie {
  declare meta: EntityTable<MetaRow, 'key'>;
  /** The node mirror: one row per node and host (node-model.md §3), written by the mirror worker. */
  declare nodes: EntityTable<MirrorNode, 'key'>;
  declare properties: EntityTable<MirrorProperty, 'key'>;
  /** Batch responses recorded but not yet folded into nodes and properties (mirror-journal.ts). */
  declare journal: EntityTable<MirrorJournalEntry, 'seq'>;
  /** The record mirror: one row per record ('{entity}:{id}'), the last answer the server gave. */
  declare records: EntityTable<MirrorRecord, 'key'>;
  /** Mirrored list pages: ids and paging of one page of one listing, apart from the records themselves. */
  declare recordLists: EntityTable<MirrorRecordPage, 'key'>;
  /** Every write the UI makes, in the order made, until the server answered it (src/data/outbox). */
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  /** Chunked uploads not yet finished or just finished, with their files, so they resume after a reload (src/data/upload). */
  declare uploads: EntityTable<UploadRecord, 'uid'>;
  /** Event log pages read once, with their rows and fetch time, readable offline (src/data/eventlog). */
  declare eventlogPages: EntityTable<MirrorEventPage, 'key'>;
  /** The last minutes of each charted live value, so charts draw offline and after a reload (src/data/charts). */
  declare liveSeries: EntityTable<LiveSeriesRow, 'key'>;

  constructor(name: string = ANONYMOUS_DATABASE_NAME) {
    super(name);
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC: table names, primary keys and indexes
    // of a released version are persisted in users' browsers. Add version(2) with an upgrade instead.
    this.version(1).stores({ meta: 'key' });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(3) instead.
    // Version 2 adds the node mirror; both tables start empty, so no upgrade function is needed.
    // [host+parentKey] lists a node's children; roots (parentKey null) are not in that index.
    this.version(2).stores({
      nodes: 'key, [host+parentKey], host',
      properties: 'key, nodeKey, host',
    });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(4) instead.
    // Version 3 adds the record mirror; both tables start empty. guid serves /customer/{uid} offline,
    // [entity+name] the offline search of a kind by name.
    this.version(3).stores({
      records: 'key, entity, guid, [entity+name]',
      recordLists: 'key, entity',
    });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(5) instead.
    // Version 4 drops the mirror indexes that primary-key ranges serve: each index costs every put an
    // extra index write, which was most of the time of applying a large batch. A node's properties are
    // the keys `${nodeKey}|…` (propertyKeyRange), a host's rows the keys `${host}|…`. Rows are kept.
    this.version(4).stores({
      nodes: 'key, [host+parentKey]',
      properties: 'key',
    });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(6) instead.
    // Version 5 adds the mirror journal: a large batch response is one row here, folded into the
    // mirror tables in the background while screens read it as an overlay. It starts empty.
    this.version(5).stores({ journal: '++seq, host' });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(7) instead.
    // Version 6 adds the outbox: the auto-increment id is the send order; userId lists one user's
    // entries (entries are only sent as the user who made them). It starts empty.
    this.version(6).stores({ outbox: '++id, userId' });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(8) instead.
    // Version 7 adds chunked uploads, keyed by their UID; every other table is kept as it is. It starts empty.
    this.version(7).stores({ uploads: 'uid' });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(9) instead.
    // Version 8 adds the mirrored event log pages, keyed by source and query (eventPageKey); fetchedAt
    // lets old pages be dropped. It starts empty.
    this.version(8).stores({ eventlogPages: 'key, source, fetchedAt' });
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC (see above); add version(10) instead.
    // Version 9 adds the live chart samples, one row per host, node and property. It starts empty.
    this.version(9).stores({ liveSeries: 'key' });
  }
}

/**
 * The current user's database. A live binding: `switchDatabase` replaces it, and every importer (and
 * every `database = db` default parameter) reads the new one from then on.
 */
export let db = new ConsoleDatabase();

/**
 * Makes the named database the current one and closes the previous one for good, so nothing read
 * after a user change comes from the last user's data (a late write into a closed database fails).
 */
export function switchDatabase(name: string): ConsoleDatabase {
  if (db.name === name) return db;
  db.close({ disableAutoOpen: true });
  db = new ConsoleDatabase(name);
  return db;
}
