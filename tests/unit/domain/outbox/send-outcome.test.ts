import { describe, expect, it } from 'vitest';
import { classifyAnswer, decideGap } from '../../../../src/domain/outbox/send-outcome';

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
