// Protocol completions in the signed-in user's database, one meta row each (key
// 'helpCompletion|{book}|{ISO time}'), so two tabs recording at once never overwrite each other and
// no schema version is needed. The database is a parameter so tests use their own.
import type { ProtocolCompletion } from '../../domain/help/protocol-completion';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';

// DO NOT CHANGE WITHOUT MIGRATION LOGIC: recorded completions in users' browsers carry this prefix.
const COMPLETION_PREFIX = 'helpCompletion|';

/** How many of a protocol's latest completions the book lists. */
export const COMPLETIONS_SHOWN = 10;

function prefixOf(activeBook: string): string {
  return `${COMPLETION_PREFIX}${activeBook}|`;
}

export async function recordProtocolCompletion(completion: ProtocolCompletion, database: ConsoleDatabase = db): Promise<void> {
  await database.meta.put({ key: `${prefixOf(completion.activeBook)}${completion.completedAt}`, value: completion, updatedAt: completion.completedAt });
}

/** The latest completions of one protocol, newest first (ISO times sort as text). */
export async function listProtocolCompletions(activeBook: string, database: ConsoleDatabase = db): Promise<ProtocolCompletion[]> {
  const rows = await database.meta.where('key').startsWith(prefixOf(activeBook)).reverse().limit(COMPLETIONS_SHOWN).toArray();
  return rows.map((r) => r.value as ProtocolCompletion);
}
