import { describe, expect, it } from 'vitest';
import { expiredCookieString, readCookieValue } from '../../../src/domain/cookie-string';

describe('readCookieValue', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookieValue('a=1; XSRF-TOKEN=ab%2Bc; XSRF-TOKEN2=no', 'XSRF-TOKEN')).toBe('ab+c');
  });

  it('answers null for an absent cookie', () => {
    expect(readCookieValue('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('expiredCookieString', () => {
  it('expires the cookie on the root path', () => {
    expect(expiredCookieString('licence')).toBe('licence=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });
});
