// The property panel's browse: a failure still arriving when the panel closes is neither reported nor
// kept (CI once crashed on such a late update, after the test file's jsdom was gone).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { useNodeProperties } from '../../../src/features/nodes/properties/use-node-properties';
import { VisibilityLevel } from '../../../src/domain/rights';
import { deliverHeld, heldJsonResponse, untilBodyReadStarted } from '../support/held-response';
import { stateUpdatesAfterUnmount } from '../support/state-updates';

afterEach(resetApiClient);

describe('useNodeProperties', () => {
  it('reports nothing and sets no state for a failed browse whose body arrives after unmount', async () => {
    const answer = heldJsonResponse(500, { error: [{ msg: 'Internal error' }] });
    const fetch = vi.fn(() => Promise.resolve(answer.response));
    setFetchImplementation(fetch);
    const onFailure = vi.fn();
    const { unmount } = renderHook(() => useNodeProperties({ host: '', gId: '0.Pump', browseLevel: VisibilityLevel.advanced, onFailure }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await untilBodyReadStarted(answer);
    const updates = await stateUpdatesAfterUnmount(unmount, () => deliverHeld(answer));
    // The late answer did arrive and was read to its end: no updates means it was dropped, not that it never came.
    expect(answer.bodyRead()).toBe(true);
    expect(updates).toBe(0);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
