// The benchmark's audit entries: a deterministic million (50 users over two years, words in messages and
// reasons), chained as writeAudit chains them, and the filtered queries asked of them.
import type { EventLogQuery } from '../../src/domain/eventlog/eventlog-protocol';
import { chainAfter, GENESIS_HASH } from '../../server/services/audit-chain';

export const USERS = 50;
export const WORDS = ['pump', 'flow', 'lamp', 'valve', 'pressure', 'customer', 'licence', 'package', 'login', 'calibration', 'detector', 'column'];
const CATEGORIES = ['node-update', 'record-publish', 'login', 'logout', 'record-create', 'login-failed'];
export const DAY_MS = 24 * 3600 * 1000;
export const SPAN_DAYS = 730;
export const END_MS = Date.parse('2026-11-01T00:00:00.000Z');
export const PAGE_LIMIT = 50;

export const ENTRY_COLUMNS = ['time', 'source', 'category', 'severity', 'user_id', 'username', 'ip', 'host', 'entity', 'entity_id', 'property', 'old_value', 'new_value', 'reason', 'message', 'client_time', 'chain_seq', 'prev_hash', 'hash'] as const;
export type BenchEntry = Record<(typeof ENTRY_COLUMNS)[number], string | number | null>;

/** A small deterministic generator, so every run reads the same data. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The entries, oldest first, each with its chain columns. */
export function* benchEntries(entries: number): Generator<BenchEntry> {
  const next = random(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  let head = { seq: 0, hash: GENESIS_HASH };
  const start = END_MS - SPAN_DAYS * DAY_MS;
  for (let i = 0; i < entries; i++) {
    const user = Math.floor(next() * USERS);
    const category = pick(CATEGORIES);
    const content = {
      time: new Date(start + (i / entries) * SPAN_DAYS * DAY_MS).toISOString(),
      source: 'Audit',
      category,
      severity: category === 'login-failed' ? 1 : 0,
      user_id: user + 1,
      username: `user${user}`,
      ip: '10.0.0.1',
      host: next() < 0.3 ? 'LAB-CTRL-1' : null,
      entity: category.startsWith('record') ? 'customer' : 'node',
      entity_id: `0.Dev${Math.floor(next() * 500)}`,
      property: 'Setpoint',
      old_value: String(Math.floor(next() * 100)),
      new_value: String(Math.floor(next() * 100)),
      reason: next() < 0.2 ? `Adjusted ${pick(WORDS)} after check` : null,
      message: `Changed ${pick(WORDS)} ${pick(WORDS)} setting`,
      client_time: null,
    };
    const chain = chainAfter(head, content);
    head = { seq: chain.chain_seq, hash: chain.hash };
    yield { ...content, ...chain };
  }
}

/** The filtered pages asked: one user (in other case), a word, a 30-day range. */
export function benchQueries(queries: number): (EventLogQuery & { offset: number; limit: number })[] {
  const next = random(99);
  return Array.from({ length: queries }, () => {
    const to = END_MS - Math.floor(next() * (SPAN_DAYS - 30)) * DAY_MS;
    return {
      user: `USER${Math.floor(next() * USERS)}`,
      text: WORDS[Math.floor(next() * WORDS.length)] as string,
      from: new Date(to - 30 * DAY_MS).toISOString(),
      to: new Date(to).toISOString(),
      offset: 0,
      limit: PAGE_LIMIT,
    };
  });
}
