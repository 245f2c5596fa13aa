// The Background Sync tag of one user's outbox: the service worker learns from the tag alone whose
// database to open and whose entries it may send (it cannot read the page's session).

const PREFIX = 'outbox-u';

export function outboxSyncTag(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The user of an outbox sync tag; null for any other tag. */
export function userIdOfSyncTag(tag: string): string | null {
  return tag.startsWith(PREFIX) && tag.length > PREFIX.length ? tag.slice(PREFIX.length) : null;
}
