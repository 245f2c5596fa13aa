import { describe, expect, it } from 'vitest';
import { expectedSeqOf, mutationIdHeader, newClientId } from '../../../../src/domain/outbox/mutation-id';
import { classifyAnswer, decideGap } from '../../../../src/domain/outbox/send-outcome';

describe('mutation ids', () => {
  it('makes a 22-character base64url client id from 128 random bits', () => {
    const id = newClientId(() => new Uint8Array(16).fill(255));
    expect(id).toBe('_____________________w');
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newClientId()).not.toBe(newClientId());
  });

  it('writes the header as clientId:seq and reads expectedSeq from a gap answer only', () => {
    expect(mutationIdHeader('abc', 3)).toBe('abc:3');
    expect(expectedSeqOf({ error: [{ msg: 'gap' }], expectedSeq: 4 })).toBe(4);
    expect(expectedSeqOf({ error: [{ msg: 'stale', field: 'recRev' }] })).toBeNull();
  });
});

describe('send outcome', () => {
  it('retries only what got no real answer; refusals are final and a stale record is a conflict', () => {
    expect(classifyAnswer(200, {})).toEqual({ type: 'done' });
    expect(classifyAnswer(503, '')).toEqual({ type: 'retry' });
    expect(classifyAnswer(429, {})).toEqual({ type: 'retry' });
    expect(classifyAnswer(401, {})).toEqual({ type: 'signIn' });
    expect(classifyAnswer(400, {})).toEqual({ type: 'refused', conflict: false });
    expect(classifyAnswer(403, {})).toEqual({ type: 'refused', conflict: false });
    expect(classifyAnswer(409, { error: [{ msg: 'old', field: 'recRev' }] })).toEqual({ type: 'refused', conflict: true });
    expect(classifyAnswer(409, { error: [], expectedSeq: 2 })).toEqual({ type: 'sequenceGap', expectedSeq: 2 });
  });

  it('renumbers an entry when the server expects a lower seq, and calls the result unknown when it expects a higher one', () => {
    expect(decideGap(5, 3)).toEqual({ type: 'renumber', renumberTo: 3 });
    expect(decideGap(5, 9)).toEqual({ type: 'unknown', nextSeq: 9 });
  });
});
