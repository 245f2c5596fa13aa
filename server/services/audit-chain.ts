// The audit log's hash chain (docs/decisions.md "Event log: append-only, tamper-evident"): every System and
// Audit entry carries the hash of the entry before it (prev_hash) and its own hash, SHA-256 over the
// canonical text of its content followed by prev_hash. Editing, deleting or reordering a stored entry breaks
// the chain at that entry (or at the next one, when the editor recomputed the edited entry's hash), which
// verifyChain reports. Trace entries are diagnostics, pruned and not chained.
//
// Who numbers the chain: on SQLite, writeAudit, inside the one write transaction SQLite allows at a time.
// On PostgreSQL, a deferred trigger at commit (migration 0011) under the change log's advisory lock, so
// transactions of several server instances append one after the other and never fork the chain; the trigger
// builds the same canonical text in SQL (CANONICAL_FIELDS order, the same encoding).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChainVerdict } from '../../src/domain/eventlog/eventlog-protocol';
import type { Database } from '../db/schema';

/** prev_hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The hashed content, in order. Not hashed: id (a row address), confirmation state and the chain columns. */
export const CANONICAL_FIELDS = [
  'chain_seq',
  'time',
  'source',
  'category',
  'severity',
  'user_id',
  'username',
  'ip',
  'host',
  'entity',
  'entity_id',
  'property',
  'old_value',
  'new_value',
  'reason',
  'message',
  'client_time',
] as const;

export type ChainedContent = { [K in (typeof CANONICAL_FIELDS)[number]]: string | number | null };

/** '-' for null, else the value's UTF-8 byte length, ':' and the value: no two contents give the same text. */
function field(value: string | number | null): string {
  if (value === null) return '-';
  const text = String(value);
  return `${Buffer.byteLength(text, 'utf8')}:${text}`;
}

export function canonicalText(content: ChainedContent, prevHash: string): string {
  let text = '';
  for (const name of CANONICAL_FIELDS) text += field(content[name]);
  return text + prevHash;
}

export function entryHash(content: ChainedContent, prevHash: string): string {
  return createHash('sha256').update(canonicalText(content, prevHash), 'utf8').digest('hex');
}

/** The last chained entry's position and hash; the genesis before the first. */
export async function chainHead(db: Kysely<Database>): Promise<{ seq: number; hash: string }> {
  const last = await db.selectFrom('audit_log').select(['chain_seq', 'hash']).where('chain_seq', 'is not', null).orderBy('chain_seq', 'desc').limit(1).executeTakeFirst();
  return last ? { seq: Number(last.chain_seq), hash: last.hash ?? GENESIS_HASH } : { seq: 0, hash: GENESIS_HASH };
}

type Unchained = Omit<ChainedContent, 'chain_seq'>;

/** The chain columns of the entry after `head` (SQLite: computed by the writer, in its transaction). */
export function chainAfter(head: { seq: number; hash: string }, content: Unchained): { chain_seq: number; prev_hash: string; hash: string } {
  const chainSeq = head.seq + 1;
  return { chain_seq: chainSeq, prev_hash: head.hash, hash: entryHash({ ...content, chain_seq: chainSeq }, head.hash) };
}

const VERIFY_BATCH = 5000;

/** Walks the chain in order; the first entry whose link or hash does not hold. */
export async function verifyChain(db: Kysely<Database>): Promise<ChainVerdict> {
  let prevHash = GENESIS_HASH;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'prev_hash', 'hash', ...CANONICAL_FIELDS])
      .where('chain_seq', '>', after)
      .orderBy('chain_seq')
      .limit(VERIFY_BATCH)
      .execute();
    for (const row of rows) {
      const content = { ...row, chain_seq: Number(row.chain_seq), severity: Number(row.severity) } as ChainedContent;
      if (row.prev_hash !== prevHash) return { ok: false, checked, brokenId: row.id, reason: 'link' };
      if (entryHash(content, prevHash) !== row.hash) return { ok: false, checked, brokenId: row.id, reason: 'hash' };
      prevHash = row.hash;
      after = Number(row.chain_seq);
      checked += 1;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, checked, brokenId: null, reason: null };
  }
}
