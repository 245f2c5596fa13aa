// The login start's address (src/login-paths.ts) against the router's own: where the router's guard and
// alias route send a signed-out start, the login start must put the address too, or it would change
// once the router takes over after sign-in.
import { beforeEach, describe, expect, it } from 'vitest';
import { loginStartAddress } from '../../src/login-paths';
import { resetUi, signOut } from './support/app-state';
import { renderApp } from './support/render-app';

function asAddress(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

describe('the login start’s address', () => {
  beforeEach(() => {
    resetUi();
    signOut();
  });

  for (const path of ['/', '/?lang=de', '/#top', '/login', '/login?returnUrl=%2Fcustomers', '/account/login?returnUrl=%2Fdashboard']) {
    it(`is where the router sends a signed-out start at ${path}`, async () => {
      const router = await renderApp(path);
      const routerHref = router.state.location.href;
      expect(routerHref.startsWith('/account/login')).toBe(true);
      expect(loginStartAddress(asAddress(path))).toBe(routerHref);
    });
  }
});
