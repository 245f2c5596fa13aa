// The Users screen's read: an answer still arriving when the screen closes sets no state (one that
// lands after a test file's jsdom is gone would crash in react-dom).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { useUserAdmin } from '../../../src/features/users/use-user-admin';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { deliverHeld, heldJsonResponse, untilBodyReadStarted } from '../support/held-response';
import { stateUpdatesAfterUnmount } from '../support/state-updates';

afterEach(resetApiClient);

describe('useUserAdmin', () => {
  it('sets no state for a user list whose body arrives after the screen closed', async () => {
    const users = heldJsonResponse(200, { total: 0, users: [] });
    const urls: string[] = [];
    setFetchImplementation((input) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/admin/users')) return Promise.resolve(users.response);
      if (url.startsWith('/api/admin/roles')) return Promise.resolve(jsonResponse(200, { roles: [] }));
      return Promise.resolve(jsonResponse(200, { teams: [] }));
    });
    const { unmount } = renderHook(() => useUserAdmin(undefined, 1));
    await vi.waitFor(() => expect(urls).toHaveLength(3), { timeout: 15_000 });
    await untilBodyReadStarted(users);
    const updates = await stateUpdatesAfterUnmount(unmount, () => deliverHeld(users));
    // The late answer did arrive and was read to its end: no updates means it was dropped, not that it never came.
    expect(users.bodyRead()).toBe(true);
    expect(updates).toBe(0);
  });
});
