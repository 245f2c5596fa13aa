import { describe, expect, it } from 'vitest';
import { decideRouteAccess, hasRight, loginSearchFor, safeReturnUrl } from '../../../src/domain/route-access';

const anonymous = { authenticated: false, rights: [] };
const user = { authenticated: true, rights: ['access.settings'] };

describe('decideRouteAccess', () => {
  it('allows a public route to everyone', () => {
    expect(decideRouteAccess({ kind: 'public' }, anonymous, '/playground')).toEqual({ action: 'allow' });
  });

  it('allows an anonymousOnly route without a session', () => {
    expect(decideRouteAccess({ kind: 'anonymousOnly' }, anonymous, '/login')).toEqual({ action: 'allow' });
  });

  it('redirects an authenticated user away from an anonymousOnly route to /', () => {
    expect(decideRouteAccess({ kind: 'anonymousOnly' }, user, '/login')).toEqual({ action: 'redirect', to: '/' });
  });

  it('lets an authenticated user the guard sent to login stay there, to sign in as someone with the right', () => {
    expect(decideRouteAccess({ kind: 'anonymousOnly' }, user, '/account/login?returnUrl=%2Fsystem%2Flicense')).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ kind: 'anonymousOnly' }, user, '/account/login?returnUrl=%2F')).toEqual({ action: 'redirect', to: '/' });
    expect(decideRouteAccess({ kind: 'anonymousOnly' }, user, '/account/login?returnUrl=%2F%2Fevil.example')).toEqual({ action: 'redirect', to: '/' });
  });

  it('sends an anonymous user on a login route to login with the returnUrl', () => {
    expect(decideRouteAccess({ kind: 'login' }, anonymous, '/customer/12?tab=1')).toEqual({ action: 'login', returnUrl: '/customer/12?tab=1' });
  });

  it('allows an authenticated user on a login route', () => {
    expect(decideRouteAccess({ kind: 'login' }, user, '/dashboard')).toEqual({ action: 'allow' });
  });

  it('allows a right route when the user holds the right', () => {
    expect(decideRouteAccess({ kind: 'right', right: 'access.settings' }, user, '/settings')).toEqual({ action: 'allow' });
  });

  it('sends a user lacking the right to login with the returnUrl', () => {
    expect(decideRouteAccess({ kind: 'right', right: 'admin' }, user, '/system/license')).toEqual({ action: 'login', returnUrl: '/system/license' });
  });

  it('uses / as returnUrl when the location is not a safe relative path', () => {
    expect(decideRouteAccess({ kind: 'login' }, anonymous, '//evil.example/x')).toEqual({ action: 'login', returnUrl: '/' });
  });
});

describe('safeReturnUrl', () => {
  it('accepts a relative path with search and hash', () => {
    expect(safeReturnUrl('/feature/4?readonly=true#top')).toBe('/feature/4?readonly=true#top');
  });

  it('rejects protocol-relative, absolute, backslash and control-character addresses', () => {
    for (const value of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', 'dashboard', '', null, 5]) {
      expect(safeReturnUrl(value)).toBeNull();
    }
  });
});

describe('loginSearchFor', () => {
  it('carries a safe returnUrl and leaves out / and unsafe ones', () => {
    expect(loginSearchFor('/package/3')).toEqual({ returnUrl: '/package/3' });
    expect(loginSearchFor('/')).toEqual({});
    expect(loginSearchFor('//evil.example')).toEqual({});
  });
});

describe('hasRight', () => {
  it('finds a right by its exact name', () => {
    expect(hasRight(['admin'], 'admin')).toBe(true);
    expect(hasRight(['admin'], 'access.settings')).toBe(false);
  });
});
