// The tables an outbox transaction spans: the entry and its effect on the mirror are written together.
import type { Table } from 'dexie';
import type { ConsoleDatabase } from '../db';

export function outboxTables(database: ConsoleDatabase): Table[] {
  return [database.outbox, database.nodes, database.properties, database.records, database.meta, database.journal];
}
