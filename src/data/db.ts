// The one IndexedDB database of the console. Every schema change is a new version() below,
// never an edit of an existing one: browsers keep the old database and only migrate forward.
import Dexie from 'dexie';
import type { EntityTable } from 'dexie';

export const DATABASE_NAME = 'license-console';

/** Key/value metadata: sync cursors, last full-browse times and the like. */
export type MetaRow = { key: string; value: unknown; updatedAt: string };

export class ConsoleDatabase extends Dexie {
  declare meta: EntityTable<MetaRow, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    // DO NOT CHANGE THESE WITHOUT ADDING MIGRATION LOGIC: table names, primary keys and indexes
    // of a released version are persisted in users' browsers. Add version(2) with an upgrade instead.
    this.version(1).stores({ meta: 'key' });
  }
}

export const db = new ConsoleDatabase();
