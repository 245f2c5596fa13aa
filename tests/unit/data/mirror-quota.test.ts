import { describe, expect, it } from 'vitest';
import { isQuotaError } from '../../../src/data/mirror-quota';

describe('isQuotaError', () => {
  it("knows the browser's quota error directly, wrapped by Dexie (inner, cause) and as a worker's message", () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError(Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota }))).toBe(true);
    expect(isQuotaError(new Error('write failed', { cause: quota }))).toBe(true);
    expect(isQuotaError(Object.assign(new Error('AbortError: QuotaExceededError The quota has been exceeded.'), { name: 'AbortError' }))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isQuotaError(new DOMException('broken', 'UnknownError'))).toBe(false);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});
