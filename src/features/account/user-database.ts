// Local data belongs to its user (DESIGN.md "Tabs and users"): the page works on the signed-in
// user's own database, opened at login or at an offline start from the last auth, and closed at
// sign-out, so the next user of a shared tablet reads nothing of the last one's mirror, online or
// offline. A signed-out user's pending outbox entries stay sealed in their database until they sign
// in again.
import Dexie from 'dexie';
import { subscribe } from 'valtio';
import { LEGACY_DATABASE_NAME, databaseNameFor, db, switchDatabase } from '../../data/db';
import { onMirrorPruned } from '../../data/mirror-quota';
import { pendingEntryCount } from '../../data/outbox-pending';
import { requestPersistentStorage } from '../../data/storage-status';
import { session, sessionUserId } from '../../state/session';
import { confirmMessage, showSnackbar } from '../../state/ui';

export const MSG_MIRROR_PRUNED = /*i18n*/ 'Storage on this device is full: the oldest offline copies were removed to make room. Unsent changes are kept.';

let persistenceAsked = false;

function follow(): void {
  switchDatabase(databaseNameFor(sessionUserId()));
  if (session.status === 'authenticated' && !persistenceAsked) {
    persistenceAsked = true;
    void requestPersistentStorage();
  }
}

/**
 * Deletes the database all users shared before (its rows belong to nobody now), switches to the
 * session's database and follows every later change of the user, synchronously so no screen reads
 * the previous user's database in between. Returns the function that stops following.
 */
export function startUserDatabases(): () => void {
  // Blocked while an old tab still holds it open; IndexedDB finishes the deletion when that tab closes.
  Dexie.delete(LEGACY_DATABASE_NAME).catch(() => {});
  follow();
  const stopPruneNotes = onMirrorPruned(() => showSnackbar(MSG_MIRROR_PRUNED, { intent: 'warning', duration: 'long' }));
  const stopFollowing = subscribe(session, follow, true);
  return () => {
    stopPruneNotes();
    stopFollowing();
  };
}

/**
 * Before a sign-out the user asked for: entries still waiting would stay on this device unsent until
 * this user signs in again, so that is said first. Resolves whether to go on.
 */
export async function confirmSignOut(database: Dexie = db): Promise<boolean> {
  const pending = await pendingEntryCount(database).catch(() => 0);
  if (pending === 0) return true;
  const changes = pending === 1 ? '1 change has' : `${pending} changes have`;
  return confirmMessage(
    `${changes} not reached the server yet. They stay on this device and are sent when you sign in again. Sign out anyway?`,
  );
}
