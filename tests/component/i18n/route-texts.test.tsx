// Which pages load every text (issue 13): only the signed-out account pages and the startup error page
// make do with the sign-in texts; every other page, the public share link and playground included,
// loads every text of its language before it shows (src/routes/route-guard.ts).
import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { textsOfMatches } from '../../../src/features/shell/route-meta';
import { createAppRouter } from '../../../src/routes/router';

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });

function textsAt(path: string): 'signed-out' | 'all' {
  return textsOfMatches(router.matchRoutes(path, {}));
}

describe('texts a page needs', () => {
  it('are the sign-in texts on the signed-out account pages and the startup error page', () => {
    for (const path of ['/account/login', '/account/forgot', '/account/register', '/account/resetpwd/abc', '/account/confirm', '/startup-error']) {
      expect({ path, texts: textsAt(path) }).toEqual({ path, texts: 'signed-out' });
    }
  });

  it('are every text on every other page, those open without sign-in included', () => {
    for (const path of ['/share/abc', '/playground', '/dashboard', '/account/profile', '/customers', '/no/such/page']) {
      expect({ path, texts: textsAt(path) }).toEqual({ path, texts: 'all' });
    }
  });
});
