import { describe, expect, it } from 'vitest';
import { batchFailures, batchItemMessages, batchItemSucceeded, resultCodeText } from '../../../../src/domain/nodes/batch-errors';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';

describe('batch item errors', () => {
  it("maps errors to their text, or their name when the text is missing", () => {
    const item = { result: 1, resultText: 'ignored', errors: [{ text: 'Value too high' }, { name: 'E_RANGE' }, {}] };
    expect(batchItemMessages(item).map((e) => e.msg)).toEqual(['Value too high', 'E_RANGE']);
    expect(batchItemMessages(item)[0]?.severity).toBe(2);
  });

  it('falls back to resultText, then to a generic text per result code', () => {
    expect(batchItemMessages({ result: 2, resultText: 'No write access' }).map((e) => e.msg)).toEqual(['No write access']);
    expect(batchItemMessages({ result: 7 }).map((e) => e.msg)).toEqual(['Reason is required.']);
    expect(batchItemMessages({ result: 8, errors: [] }).map((e) => e.msg)).toEqual(['Method not found']);
    expect(resultCodeText(42)).toBe('Error 42');
  });

  it('has no messages for a success', () => {
    expect(batchItemMessages({ result: 0 })).toEqual([]);
  });

  it('counts not found (4) as success for delete, and for any action only when ignored by option', () => {
    expect(batchItemSucceeded({ result: 4 }, BatchAction.delete)).toBe(true);
    expect(batchItemSucceeded({ result: 4 }, BatchAction.update)).toBe(false);
    expect(batchItemSucceeded({ result: 4 }, BatchAction.read, { ignoreNotFound: true })).toBe(true);
    expect(batchItemMessages({ result: 4 }, BatchAction.update).map((e) => e.msg)).toEqual(['Node not found.']);
    expect(batchItemSucceeded({ result: 6 }, BatchAction.delete)).toBe(false);
  });

  it('lists the failed items of a response with their index, action and gId', () => {
    const items = [
      { action: BatchAction.update, gId: '0.a' },
      { action: BatchAction.read, gId: '0.b' },
      { action: BatchAction.delete, gId: '0.c' },
    ];
    const response = { responses: [{ result: 0 }, { result: 4 }, { result: 6, resultText: 'Referenced by 0.x' }], descriptors: [] };
    expect(batchFailures(items, response, { ignoreNotFound: true })).toEqual([
      { index: 2, action: BatchAction.delete, gId: '0.c', result: 6, errors: [{ msg: 'Referenced by 0.x', severity: 2 }] },
    ]);
    expect(batchFailures(items, response).map((f) => f.index)).toEqual([1, 2]);
  });
});
