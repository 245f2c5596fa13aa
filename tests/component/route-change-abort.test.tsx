// console.md §4: on each change between different routes, all pending requests are aborted; a change of
// the search alone (a list's filter, a tab) keeps them. The app's own router does it, so the test
// navigates it as a user's link would.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { api, setFetchImplementation } from '../../src/data/api-client';
import { Right } from '../../src/domain/rights';
import { resetUi, signIn } from './support/app-state';
import { renderApp } from './support/render-app';
import { hangUntilAborted, jsonResponse, scriptedFetch } from '../unit/support/scripted-fetch';

const WAIT = { timeout: 15_000 };

type Outcome = 'pending' | 'aborted' | 'answered';

/** Every request of the test's own path hangs until it is aborted; the screens' own calls answer "not found". */
function holdRequests(): void {
  setFetchImplementation(scriptedFetch((call) => (call.url.startsWith('/api/held') ? hangUntilAborted(call) : jsonResponse(404, {}))).fetch);
}

/** A request whose outcome the test reads as it goes. */
function heldRequest(): { outcome: () => Outcome } {
  let outcome: Outcome = 'pending';
  api.get('/api/held').then(
    () => (outcome = 'answered'),
    () => (outcome = 'aborted'),
  );
  return { outcome: () => outcome };
}

/** The feature list open for an administrator, with one request of the test's own pending. */
async function featureListWithHeldRequest() {
  resetUi();
  signIn({ rights: [Right.admin] });
  holdRequests();
  const router = await renderApp('/feature/index');
  await screen.findByRole('heading', { level: 1 }, WAIT);
  return { router, request: heldRequest() };
}

afterEach(() => setFetchImplementation(null));

describe('pending requests and route changes', () => {
  it('aborts what the screen was loading when the user goes to another route', async () => {
    const { router, request } = await featureListWithHeldRequest();
    await router.navigate({ to: '/package/index' });
    await expect.poll(request.outcome, WAIT).toBe('aborted');
  });

  it('keeps them when only the search changes', async () => {
    const { router, request } = await featureListWithHeldRequest();
    await router.navigate({ to: '/feature/index', search: { q: 'scale' } });
    expect(router.state.location.search).toMatchObject({ q: 'scale' });
    // A second route change afterwards shows the request was still pending, not lost to the first.
    expect(request.outcome()).toBe('pending');
    await router.navigate({ to: '/package/index' });
    await expect.poll(request.outcome, WAIT).toBe('aborted');
  });
});
