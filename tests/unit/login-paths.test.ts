// The addresses the start uses before the router exists (src/login-paths.ts), spelled out; that they are
// the router's own is checked against the router in tests/component/login-start-address.test.tsx.
import { describe, expect, it } from 'vitest';
import { loginAddress, loginStartAddress, startupErrorAddress } from '../../src/login-paths';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('login start addresses', () => {
  it('draws the login page and its old alias at the canonical address, keeping the query and fragment', () => {
    expect(loginStartAddress(at('/account/login'))).toBe('/account/login');
    expect(loginStartAddress(at('/login', '?returnUrl=%2Fcustomers', '#top'))).toBe('/account/login?returnUrl=%2Fcustomers#top');
  });

  it('sends the home view to the login page without a return address, and with one when it carries a query', () => {
    expect(loginStartAddress(at('/'))).toBe('/account/login');
    expect(loginStartAddress(at('/', '?lang=de'))).toBe('/account/login?returnUrl=%2F%3Flang%3Dde');
  });

  it('leaves every other address to the router', () => {
    for (const path of ['/dashboard', '/account/forgot', '/customers', '/login/extra', '/startup-error']) expect(loginStartAddress(at(path))).toBeNull();
  });

  it('builds the login address the way the guard does: same-origin return addresses only', () => {
    expect(loginAddress('/')).toBe('/account/login');
    expect(loginAddress('/customers?q=a b')).toBe('/account/login?returnUrl=%2Fcustomers%3Fq%3Da+b');
    expect(loginAddress('//evil.example')).toBe('/account/login');
  });

  it('puts the startup error’s text in the query', () => {
    expect(startupErrorAddress('No database & no disk')).toBe('/startup-error?text=No+database+%26+no+disk');
  });
});
