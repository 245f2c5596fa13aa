// The database side of exactly-once writes (docs/architecture.md "Exactly-once writes"): per client id its
// owner and last applied seq (mutation_clients), and the stored answers (mutation_answers). Every function
// runs on the request's ambient transaction (services/mutations.ts), so a claim, the effect and the stored
// answer commit or vanish together. The client row is the lock: locked FOR UPDATE on PostgreSQL, so two
// instances handling the same client take turns; SQLite serialises every write transaction anyway.
import type { Kysely } from 'kysely';
import type { MutationId } from '../../src/domain/mutation-id';
import { dialectOf } from '../db/connect';
import type { Database } from '../db/schema';

export type StoredAnswer = { status: number; headers: Record<string, string>; body: Buffer };

export type Claim =
  /** seq is the next one: it is now taken (last_seq raised); the caller applies the write and stores its answer. */
  | { kind: 'apply' }
  | { kind: 'replay'; answer: StoredAnswer }
  /** An instrument call claimed this seq and has not stored its outcome (yet). */
  | { kind: 'running'; claimedAt: string }
  /** seq was applied, but its answer is pruned. */
  | { kind: 'pruned' }
  | { kind: 'gap'; expectedSeq: number }
  /** The client id belongs to another user. */
  | { kind: 'foreign' };

export type PruneRule = {
  /** Each client's last `keepAnswers` answers are kept whatever their age… */
  keepAnswers: number;
  /** …and every answer younger than this. */
  keepDays: number;
};

const DAY_MS = 24 * 3600 * 1000;

export async function claimSeq(db: Kysely<Database>, id: MutationId, userId: number, now: Date): Promise<Claim> {
  await db
    .insertInto('mutation_clients')
    .values({ client_id: id.clientId, user_id: userId, last_seq: 0, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  let select = db.selectFrom('mutation_clients').select(['user_id', 'last_seq']).where('client_id', '=', id.clientId);
  if (dialectOf(db) === 'postgres') select = select.forUpdate();
  const client = await select.executeTakeFirstOrThrow();
  if (client.user_id !== userId) return { kind: 'foreign' };
  const lastSeq = Number(client.last_seq);
  if (id.seq > lastSeq + 1) return { kind: 'gap', expectedSeq: lastSeq + 1 };
  if (id.seq === lastSeq + 1) {
    await db.updateTable('mutation_clients').set({ last_seq: id.seq }).where('client_id', '=', id.clientId).execute();
    return { kind: 'apply' };
  }
  const row = await db.selectFrom('mutation_answers').selectAll().where('client_id', '=', id.clientId).where('seq', '=', id.seq).executeTakeFirst();
  if (!row) return { kind: 'pruned' };
  if (row.state === 'running') return { kind: 'running', claimedAt: row.created_at };
  return { kind: 'replay', answer: { status: row.status, headers: JSON.parse(row.headers) as Record<string, string>, body: Buffer.from(row.body, 'base64') } };
}

/** Stores the answer of a claimed seq: a new row, or the outcome of a 'running' one. */
export async function storeAnswer(db: Kysely<Database>, id: MutationId, answer: StoredAnswer, now: Date): Promise<void> {
  const values = { state: 'done' as const, status: answer.status, headers: JSON.stringify(answer.headers), body: answer.body.toString('base64') };
  const updated = await db.updateTable('mutation_answers').set(values).where('client_id', '=', id.clientId).where('seq', '=', id.seq).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto('mutation_answers').values({ client_id: id.clientId, seq: id.seq, created_at: now.toISOString(), ...values }).execute();
  }
}

/** Marks a claimed seq as running an effect outside the database (an instrument call), before it runs. */
export async function markRunning(db: Kysely<Database>, id: MutationId, now: Date): Promise<void> {
  await db
    .insertInto('mutation_answers')
    .values({ client_id: id.clientId, seq: id.seq, state: 'running', status: 0, headers: '{}', body: '', created_at: now.toISOString() })
    .execute();
}

/**
 * Drops this client's answers that are both outside its last `keepAnswers` and older than `keepDays`. Run
 * with each new claim, so the table never holds more than that per client plus a few days of writes.
 */
export async function pruneAnswers(db: Kysely<Database>, id: MutationId, rule: PruneRule, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - rule.keepDays * DAY_MS).toISOString();
  await db
    .deleteFrom('mutation_answers')
    .where('client_id', '=', id.clientId)
    .where('seq', '<=', id.seq - rule.keepAnswers)
    .where('created_at', '<', cutoff)
    .where('state', '=', 'done')
    .execute();
}
