// The one sender of the outbox: every tab may flush, but Web Locks let only one run at a time in the
// browser. It sends the signed-in user's entries in order, each with its mutation id; a send without
// a real answer is retried later with the same seq (backoff with jitter), a refusal is kept for the
// user and never retried blindly, and 401 refreshes the session through the auth port once. Consecutive
// plain property updates go together as one request under one seq (domain/outbox/outbox-group.ts).
import { Severity } from '../../domain/error-item';
import { batchFailures } from '../../domain/nodes/batch-errors';
import type { BatchResponse } from '../../domain/nodes/node-protocol';
import { normalizeError } from '../../domain/normalize-error';
import { COMMAND_TOO_LATE_MESSAGE, maySendAt, RESULT_UNKNOWN_MESSAGE } from '../../domain/outbox/offline-policy';
import { doneEntriesToPrune } from '../../domain/outbox/done-retention';
import type { OutboxEntry, OutboxError } from '../../domain/outbox/outbox-entry';
import { MAX_GROUP_ENTRIES, MIN_GROUP_ENTRIES, refusedAsGroup, sendGroup } from '../../domain/outbox/outbox-group';
import { nextToSend, nextWakeAt } from '../../domain/outbox/outbox-order';
import { backoffDelay } from '../../domain/outbox/retry-backoff';
import { classifyAnswer, decideGap } from '../../domain/outbox/send-outcome';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import type { AuthPort } from './auth-port';
import { numberForSending, renumber, setNextSeq } from './client-sequence';
import { settleAnswer, settleGroupAnswer, settleGroupRefusedAsWhole, settleRefusal, settleRefusals } from './outbox-answers';
import { groupRequestOf, NoAnswerError, requestOf, sendRequest } from './outbox-transport';
import type { TransportAnswer } from './outbox-transport';
import { webLocksOrNull } from '../web-locks';

export const OUTBOX_LOCK = 'outbox-sender';
export const SEND_TIMEOUT_MS = 30_000;
/** Gap answers handled in one flush before the sender backs off (a server that keeps moving its mind). */
const MAX_GAPS_PER_FLUSH = 3;

type Locks = Pick<LockManager, 'request'>;

export type SenderOptions = {
  port: AuthPort;
  database?: ConsoleDatabase;
  fetch?: typeof fetch;
  /** Web Locks; null runs unlocked (one sender per process, tests). @default navigator.locks when present */
  locks?: Locks | null;
  now?: () => number;
  /** Wait before retry number `attempts`. @default backoffDelay with Math.random jitter */
  backoff?: (attempts: number) => number;
  timeoutMs?: number;
  /** Called with the time a waiting entry may be tried again; the page sets a timer for it. */
  onWake?: (at: number) => void;
  /** Entries sent together in one request at most; 1 sends each alone. @default MAX_GROUP_ENTRIES */
  maxGroup?: number;
  /** Groupable entries in a row needed before they go together. @default MIN_GROUP_ENTRIES */
  minGroup?: number;
};

type Step = 'next' | 'stop';

/** An answer's mirror write held back to run while the next entry is sent; null when there is none. */
type Deferred = (() => Promise<unknown>) | null;

type SendResult = { step: Step; later: Deferred };

export class OutboxSender {
  private readonly locks: Locks | null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: SenderOptions) {
    this.locks = options.locks !== undefined ? options.locks : webLocksOrNull();
  }

  /** The signed-in user's database, read at each use: `db` is switched when the user changes. */
  private get database(): ConsoleDatabase {
    return this.options.database ?? db;
  }

  /**
   * A sign that the server may be reachable again (online, visible, start): entries waiting out a
   * backoff are tried at once.
   */
  async retryNow(): Promise<void> {
    const userId = this.options.port.userId();
    if (userId !== null) await this.database.outbox.where('userId').equals(userId).filter((e) => e.notBefore !== undefined).modify({ notBefore: undefined });
    await this.flush();
  }

  /** Sends what can be sent now. Calls while a flush runs fold into one more pass after it. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.locked(() => this.drain());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves once this page is not sending (an update reload waits for it, so no send is cut off). */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async locked(run: () => Promise<void>): Promise<void> {
    if (!this.locks) return run();
    await this.locks.request(OUTBOX_LOCK, run);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * One pass: the user's waiting entries are read once and kept in step with each send (a re-read of
   * the one entry sent, or of all after an answer that gave real ids to later entries), so a replay of
   * n entries reads O(n) rows, not O(n²). Entries queued meanwhile fold into the next pass (`again`).
   * A plain node update's answer is written to the mirror while the next entry travels (`later`).
   */
  private async drain(): Promise<void> {
    let gaps = 0;
    let entries: OutboxEntry[] | null = null;
    let later: Deferred = null;
    try {
      for (;;) {
        const userId = this.options.port.userId();
        if (userId === null) return;
        if (!entries) {
          later = await runDeferred(later);
          entries = await waitingEntries(this.database, userId, this.now());
        }
        const next: OutboxEntry | undefined = nextToSend(entries, this.now());
        if (!next || next.id === undefined) {
          const wake = nextWakeAt(entries, this.now());
          if (wake !== null) this.options.onWake?.(wake);
          return;
        }
        let sentIds: readonly number[] = [next.id];
        if (!maySendAt(next, this.now())) {
          later = await runDeferred(later);
          // Never run an instrument command late; one already sent may have run: say so.
          const msg = next.seq === undefined ? COMMAND_TOO_LATE_MESSAGE : RESULT_UNKNOWN_MESSAGE;
          await settleRefusal(this.database, next, { status: 0, errors: [{ msg, severity: Severity.error }] }, false, this.now());
        } else {
          sentIds = sendGroup(entries, next, this.now(), { min: this.options.minGroup ?? MIN_GROUP_ENTRIES, max: this.options.maxGroup ?? MAX_GROUP_ENTRIES });
          const sent = await this.sendOne(sentIds, () => gaps++ < MAX_GAPS_PER_FLUSH, later);
          later = sent.later;
          if (sent.step === 'stop') return;
          if (later) {
            // Done (their write waits in `later`): they neither go again nor hold anything back.
            const done = new Set(sentIds);
            entries = entries.filter((e) => e.id === undefined || !done.has(e.id));
            continue;
          }
        }
        // Only a lone entry creates (a group holds plain updates): its answer gives later entries real ids.
        entries = next.creates.length > 0 ? null : await withFreshEntries(this.database, entries, sentIds);
      }
    } finally {
      await runDeferred(later);
    }
  }

  /**
   * Numbers and sends one entry, or a group of them as one request, and reads the answer. `previous` (the
   * last answer's mirror write) starts once these are numbered, so it runs while they are on the network,
   * and ends before this answer is written. Plain node updates' own write comes back as `later` instead.
   */
  private async sendOne(entryIds: readonly number[], mayFollowGap: () => boolean, previous: Deferred): Promise<SendResult> {
    const numbered = await numberForSending(this.database, entryIds, this.now());
    const writing = previous?.();
    const exchanged = numbered ? await this.exchange(numbered.entries, numbered.clientId).finally(() => writing) : null;
    await writing;
    if (!numbered || !exchanged) return { step: 'next', later: null };
    const { entries } = numbered;
    if ('step' in exchanged) return { step: await exchanged.step(), later: null };
    const answer = exchanged;
    const outcome = classifyAnswer(answer.status, answer.body);
    switch (outcome.type) {
      case 'done': {
        const settle = () => (entries.length === 1 && entries[0] ? settleAnswer(this.database, entries[0], answer.body, this.now()) : settleGroupAnswer(this.database, entries, answer.body, this.now()));
        if (writesOnlyItsNodes(entries, answer.body)) return { step: 'next', later: settle };
        await settle();
        return { step: 'next', later: null };
      }
      case 'retry':
        return { step: await this.retryLater(entries), later: null };
      case 'signIn':
        return { step: await this.waitForSignIn(entries), later: null };
      case 'refused':
        if (refusedAsGroup(answer.status, entries.length)) await settleGroupRefusedAsWhole(this.database, entries, this.now());
        else await this.refuseAll(entries, { status: answer.status, errors: messagesOf(answer) }, outcome.conflict);
        return { step: 'next', later: null };
      case 'sequenceGap':
        return { step: await this.followGap(entries, outcome.expectedSeq, mayFollowGap), later: null };
    }
  }

  /** The request (a group's one batch) and its answer (one refresh after a 401); a step instead when there is none to read. */
  private async exchange(entries: OutboxEntry[], clientId: string): Promise<TransportAnswer | { step: () => Promise<Step> }> {
    const [entry] = entries;
    if (!entry) throw new Error('outbox: nothing to send');
    const seq = entry.seq as number;
    let token = this.options.port.token() ?? (await this.options.port.refresh());
    if (token === null) return { step: () => this.waitForSignIn(entries) };
    const request = entries.length > 1 ? groupRequestOf(entries) : requestOf(entry, await this.mirroredRecRev(entry));
    const send = (bearer: string) =>
      sendRequest({ request, clientId, seq, token: bearer, baseHeaders: this.options.port.baseHeaders(request.method), fetch: this.options.fetch ?? fetch, timeoutMs: this.options.timeoutMs ?? SEND_TIMEOUT_MS });
    try {
      const answer = await send(token);
      if (answer.status !== 401) return answer;
      token = await this.options.port.refresh();
      if (token === null) return { step: () => this.waitForSignIn(entries) };
      return await send(token);
    } catch (error) {
      if (error instanceof NoAnswerError) return { step: () => this.retryLater(entries) };
      throw error;
    }
  }

  private async followGap(entries: OutboxEntry[], expectedSeq: number, mayFollowGap: () => boolean): Promise<Step> {
    const [entry] = entries;
    if (!entry || !mayFollowGap()) return this.retryLater(entries);
    const decision = decideGap(entry.seq as number, expectedSeq);
    if (decision.type === 'renumber') {
      await renumber(this.database, entries, decision.renumberTo);
      return 'next';
    }
    await setNextSeq(this.database, entry.userId, decision.nextSeq);
    await this.refuseAll(entries, { status: 409, errors: [{ msg: RESULT_UNKNOWN_MESSAGE, severity: Severity.error }] }, false);
    return 'next';
  }

  /** A refusal of the whole request: every entry in it keeps the server's messages. */
  private async refuseAll(entries: readonly OutboxEntry[], error: OutboxError, conflict: boolean): Promise<void> {
    await settleRefusals(this.database, entries, error, conflict, this.now());
  }

  /** A record call that follows an earlier entry on the same record takes the revision that entry's answer left. */
  private async mirroredRecRev(entry: OutboxEntry): Promise<number | undefined> {
    if (entry.payload.type !== 'record' || !entry.payload.recRevFromMirror || entry.target.type !== 'record') return undefined;
    const row = await this.database.records.get(`${entry.target.entity}:${entry.target.id}`);
    return row?.data.recRev;
  }

  private async retryLater(entries: readonly OutboxEntry[]): Promise<Step> {
    const attempts = (entries[0]?.attempts ?? 0) + 1;
    const delay = (this.options.backoff ?? defaultBackoff)(attempts);
    const notBefore = this.now() + delay;
    await this.updateAll(entries, { state: 'queued', attempts, notBefore, updatedAt: this.now() });
    this.options.onWake?.(notBefore);
    return 'stop';
  }

  /**
   * No token: while the user is still signed in the refresh got no answer (offline start), so try again
   * later; when the session is gone the entries wait, keeping their seq, until their user signs in again.
   */
  private async waitForSignIn(entries: readonly OutboxEntry[]): Promise<Step> {
    if (this.options.port.userId() === entries[0]?.userId) return this.retryLater(entries);
    await this.updateAll(entries, { state: 'queued', updatedAt: this.now() });
    return 'stop';
  }

  private async updateAll(entries: readonly OutboxEntry[], changes: Partial<OutboxEntry>): Promise<void> {
    const ids = entries.flatMap((e) => (e.id === undefined ? [] : [e.id]));
    await this.database.outbox.where('id').anyOf(ids).modify(changes);
  }
}

async function runDeferred(later: Deferred): Promise<null> {
  await later?.();
  return null;
}

/**
 * Whether a done answer may be written while the next entry is sent: node batches that created nothing
 * (no real ids for later entries to take) and whose items all ran and succeeded (no refusal holding
 * anything back, no entry of a group going back in line), so no later entry reads what its write changes.
 */
function writesOnlyItsNodes(entries: readonly OutboxEntry[], body: unknown): boolean {
  const items = entries.flatMap((e) => (e.payload.type === 'batch' && e.creates.length === 0 ? e.payload.items : []));
  if (items.length === 0 || entries.some((e) => e.payload.type !== 'batch' || e.creates.length > 0)) return false;
  const responses = (body as Partial<BatchResponse> | undefined)?.responses ?? [];
  return responses.length === items.length && batchFailures(items, { responses, descriptors: [] }).length === 0;
}

/**
 * Entries not yet done, oldest first (done ones neither go nor hold anything back). The pass that reads
 * them also deletes the done entries past their retention, so the table stays short.
 */
async function waitingEntries(database: ConsoleDatabase, userId: string, now: number): Promise<OutboxEntry[]> {
  const entries = await database.outbox.where('userId').equals(userId).sortBy('id');
  const pruned = doneEntriesToPrune(entries, now);
  if (pruned.length > 0) await database.outbox.bulkDelete(pruned);
  return entries.filter((e) => e.state !== 'done');
}

/** The working list with the entries just sent as the database now holds them (dropped once done or gone). */
async function withFreshEntries(database: ConsoleDatabase, entries: OutboxEntry[], ids: readonly number[]): Promise<OutboxEntry[]> {
  const fresh = new Map((await database.outbox.bulkGet([...ids])).flatMap((e) => (e?.id === undefined ? [] : [[e.id, e] as const])));
  const sent = new Set(ids);
  return entries.flatMap((e) => {
    if (e.id === undefined || !sent.has(e.id)) return [e];
    const now = fresh.get(e.id);
    return now && now.state !== 'done' ? [now] : [];
  });
}

function messagesOf(answer: TransportAnswer) {
  return normalizeError({ kind: 'response', status: answer.status, statusText: '', contentType: 'application/json', body: answer.body });
}

function defaultBackoff(attempts: number): number {
  return backoffDelay(attempts, Math.random());
}
