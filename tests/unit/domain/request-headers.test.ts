import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../../src/domain/app-constants';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { buildRequestHeaders, PLACEHOLDER_TOKEN } from '../../../src/domain/request-headers';
import type { RequestHeaderInput } from '../../../src/domain/request-headers';

function input(overrides: Partial<RequestHeaderInput> = {}): RequestHeaderInput {
  return {
    method: 'GET',
    localeSettings: DEFAULT_LOCALE_SETTINGS,
    tabId: 'tab-1',
    token: 'real.jwt.token',
    xsrfToken: 'xsrf-1',
    sendClientVersion: true,
    ...overrides,
  };
}

describe('buildRequestHeaders', () => {
  it('sends the locale settings as JSON in X-Locale', () => {
    const headers = buildRequestHeaders(input());
    expect(JSON.parse(headers['X-Locale'] ?? '')).toEqual(DEFAULT_LOCALE_SETTINGS);
  });

  it('escapes non-ASCII locale characters so the header stays a valid ByteString', () => {
    const value = buildRequestHeaders(input())['X-Locale'] ?? '';
    expect(value).toContain('\\u20ac');
    expect([...value].every((c) => c.charCodeAt(0) < 0x7f)).toBe(true);
    expect(() => new Headers({ 'X-Locale': value })).not.toThrow();
  });

  it('sends the tab id in X-TabId', () => {
    expect(buildRequestHeaders(input({ tabId: 'abc' }))['X-TabId']).toBe('abc');
  });

  it('sends X-Client-Version only when enabled', () => {
    expect(buildRequestHeaders(input())['X-Client-Version']).toBe(APP_VERSION);
    expect(buildRequestHeaders(input({ sendClientVersion: false }))).not.toHaveProperty('X-Client-Version');
  });

  it('sends Authorization only with a real token', () => {
    expect(buildRequestHeaders(input()).Authorization).toBe('Bearer real.jwt.token');
    expect(buildRequestHeaders(input({ token: PLACEHOLDER_TOKEN }))).not.toHaveProperty('Authorization');
    expect(buildRequestHeaders(input({ token: null }))).not.toHaveProperty('Authorization');
  });

  it('sends X-XSRF-TOKEN only on unsafe methods', () => {
    expect(buildRequestHeaders(input({ method: 'GET' }))).not.toHaveProperty('X-XSRF-TOKEN');
    for (const method of ['POST', 'PUT', 'DELETE', 'patch']) {
      expect(buildRequestHeaders(input({ method }))['X-XSRF-TOKEN']).toBe('xsrf-1');
    }
    expect(buildRequestHeaders(input({ method: 'POST', xsrfToken: null }))).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('asks for JSON unless told otherwise', () => {
    expect(buildRequestHeaders(input()).Accept).toBe('application/json');
    expect(buildRequestHeaders(input({ accept: '*/*' })).Accept).toBe('*/*');
  });
});
