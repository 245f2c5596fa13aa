// The one IndexedDB database of the console. Every schema change is a new version() below,
// never an edit of an existing one: browsers keep the old database and only migrate forward.
import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { MirrorJournalEntry } from '../domain/nodes/mirror-journal';
import type { MirrorNode, MirrorProperty } from '../domain/nodes/mirror-records';
import type { OutboxEntry } from '../domain/outbox/outbox-entry';
import type { MirrorRecord, MirrorRecordPage } from '../domain/records/record-mirror';

export const DATABASE_NAME = 'license-console';

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

  constructor(name: string = DATABASE_NAME) {
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
  }
}

export const db = new ConsoleDatabase();
