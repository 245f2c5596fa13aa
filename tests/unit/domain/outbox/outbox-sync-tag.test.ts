import { describe, expect, it } from 'vitest';
import { outboxSyncTag, userIdOfSyncTag } from '../../../../src/domain/outbox/outbox-sync-tag';

describe('outbox sync tag', () => {
  it("names the user whose entries the service worker may send, and nothing for other tags", () => {
    expect(userIdOfSyncTag(outboxSyncTag('17'))).toBe('17');
    expect(userIdOfSyncTag('outbox-u')).toBeNull();
    expect(userIdOfSyncTag('workbox-background-sync:x')).toBeNull();
  });
});
