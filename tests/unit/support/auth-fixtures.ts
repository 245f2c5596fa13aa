// Auth data and unsigned JWTs shaped like the server's answers.
import type { AuthData, TokenClaims } from '../../../src/domain/auth-data';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';

export function fakeJwt(claims: Partial<TokenClaims> = {}): string {
  const full: TokenClaims = { jti: '7', gId: 'u7', sid: 's1', name: 'Ada Admin', exp: 2_000_000_000, iat: 1_700_000_000, ...claims };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(full)}.signature`;
}

export function authDataFixture(overrides: Partial<AuthData> = {}): AuthData {
  return {
    token: fakeJwt(),
    localeSettings: { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: '.' },
    lang: 'en',
    homePath: '/dashboard',
    rights: { roles: [], users: [], teams: [], features: ['admin'], createEntity: 0, assignRights: 0 },
    licence: { licensedTo: 'Lab One', valid: true },
    glp: false,
    serverUID: 'server-1',
    ...overrides,
  };
}
