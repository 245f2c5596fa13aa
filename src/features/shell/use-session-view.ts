import { useSyncExternalStore } from 'react';
import { snapshot, subscribe, useSnapshot } from 'valtio';
import { currentRights, displayName, hasSession, session } from '../../state/session';
import { ui } from '../../state/ui';
import { hasRight } from '../../domain/route-access';
import { Right } from '../../domain/rights';

export type SessionView = {
  authenticated: boolean;
  rights: readonly string[];
  displayName: string;
  licenceValid: boolean;
  /** Debug mode: the stored flag, honoured only for users holding debug.admin. */
  debug: boolean;
  /** The signed-in user's id (token jti): whose outbox the app bar counts. */
  userId: string | null;
};

function subscribeSession(onChange: () => void): () => void {
  return subscribe(session, onChange);
}

function readSession() {
  return snapshot(session);
}

/**
 * What the shell shows about the session; re-renders on any session change, since the helpers of
 * state/session.ts decide what counts as signed in. A session being restored offline (placeholder)
 * counts, like in the route guard, so the offline shell stays usable.
 */
export function useSessionView(): SessionView {
  const snap = useSyncExternalStore(subscribeSession, readSession);
  const { debug } = useSnapshot(ui);
  const authenticated = hasSession();
  const rights = authenticated ? currentRights() : [];
  return {
    authenticated,
    rights,
    displayName: authenticated ? displayName() : '',
    licenceValid: snap.licence?.valid === true,
    debug: debug && hasRight(rights, Right.debugAdmin),
    userId: authenticated ? (snap.claims?.jti ?? null) : null,
  };
}
