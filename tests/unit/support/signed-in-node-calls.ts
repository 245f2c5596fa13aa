// Unit tests of node calls from the page: a signed-in session with stored flags in memory, a fresh api
// client per test and no mirror worker (answers are applied in the test's thread).
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClient } from '../../../src/data/api-client';
import { setMirrorWorkerFactory } from '../../../src/data/nodes/mirror-worker-client';
import { commitLogin } from '../../../src/state/session';
import { authDataFixture } from './auth-fixtures';
import { MemoryStorage } from './memory-storage';

export function useSignedInNodeCalls(): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    resetApiClient();
    setMirrorWorkerFactory(null);
    commitLogin(authDataFixture());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    resetApiClient();
  });
}
