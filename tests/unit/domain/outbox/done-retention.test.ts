import { describe, expect, it } from 'vitest';
import { DONE_KEEP_COUNT, DONE_KEEP_MS, doneEntriesToPrune } from '../../../../src/domain/outbox/done-retention';

const NOW = 1_800_000_000_000;

describe('done entry retention', () => {
  it('keeps done entries of the last day and every entry that is not done, however old', () => {
    const entries = [
      { id: 1, state: 'done', updatedAt: NOW - DONE_KEEP_MS - 1 },
      { id: 2, state: 'done', updatedAt: NOW - DONE_KEEP_MS + 1 },
      { id: 3, state: 'failed', updatedAt: NOW - 10 * DONE_KEEP_MS },
      { id: 4, state: 'queued', updatedAt: NOW - 10 * DONE_KEEP_MS },
    ];
    expect(doneEntriesToPrune(entries, NOW)).toEqual([1]);
  });

  it('keeps only the newest done entries beyond the count', () => {
    const entries = Array.from({ length: DONE_KEEP_COUNT + 3 }, (_, i) => ({ id: i + 1, state: 'done', updatedAt: NOW - 1000 + i }));
    expect(doneEntriesToPrune(entries, NOW).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
