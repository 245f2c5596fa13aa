// What the sender does with an answer (or the lack of one). A server refusal consumes the seq on the
// server and is stored there, so it is never retried blindly; only a send that got no real answer
// (network, timeout, 429, 503, an expired session) is tried again with the same seq.
import { expectedSeqOf } from '../mutation-id';

export type SendOutcome =
  | { type: 'done' }
  /** Refused: the entry fails (or is a conflict) and holds back its dependants. */
  | { type: 'refused'; conflict: boolean }
  /** No usable answer: retry later with the same seq. */
  | { type: 'retry' }
  /** 401: refresh the session once, else wait for the user to sign in. */
  | { type: 'signIn' }
  /** 409 with expectedSeq: the client's counter and the server's disagree. */
  | { type: 'sequenceGap'; expectedSeq: number };

export const RETRY_STATUSES: readonly number[] = [408, 429, 502, 503, 504];

export function classifyAnswer(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { type: 'done' };
  if (status === 401) return { type: 'signIn' };
  if (RETRY_STATUSES.includes(status)) return { type: 'retry' };
  if (status === 409) {
    const expected = expectedSeqOf(body);
    if (expected !== null) return { type: 'sequenceGap', expectedSeq: expected };
    return { type: 'refused', conflict: true };
  }
  return { type: 'refused', conflict: false };
}

export type GapDecision =
  /** The server has applied nothing from `seq` on: send this entry again as seq `renumberTo`. */
  | { type: 'renumber'; renumberTo: number }
  /** The server is past this seq but no longer has its answer: the result is unknown. */
  | { type: 'unknown'; nextSeq: number };

/**
 * A gap answer for an entry sent as `seq`. Expected below it: seqs were given to entries discarded
 * before they reached the server (or the server lost its record), so nothing from expectedSeq on
 * was applied and this entry takes expectedSeq. Expected above it: the server applied this seq once but
 * pruned its answer (a replay would have answered it), so the entry's result is unknown and the
 * counter moves on to what the server expects.
 */
export function decideGap(seq: number, expectedSeq: number): GapDecision {
  return expectedSeq <= seq ? { type: 'renumber', renumberTo: expectedSeq } : { type: 'unknown', nextSeq: expectedSeq };
}
