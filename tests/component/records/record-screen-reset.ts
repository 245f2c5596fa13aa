// Each record screen test starts signed out, with no mirrored records and the real fetch back afterwards.
import { afterEach, beforeEach } from 'vitest';
import { resetApiClient } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { resetUi, signOut } from '../support/app-state';

export function resetRecordScreensEachTest(): void {
  beforeEach(async () => {
    resetUi();
    signOut();
    await db.records.clear();
    await db.recordLists.clear();
  });
  afterEach(resetApiClient);
}
