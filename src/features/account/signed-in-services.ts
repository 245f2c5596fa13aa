// What only a signed-in session needs (the user's own database with Dexie, the tag definitions, the
// change feed, the outbox sender) loads at sign-in, not with the login page: the login route's script
// stays small (issue 13: at most 150 kB gzip until the network is idle). Each part is a chunk of its own.

let userDatabases: Promise<void> | null = null;

/**
 * Loads and starts the user's own database, once. Awaited before a session begins (login, a signed-in
 * start), so no screen of the new session reads a database before it is the user's own.
 */
export function startUserDatabasesOnce(): Promise<void> {
  userDatabases ??= import('./user-database').then(
    ({ startUserDatabases }) => {
      startUserDatabases();
    },
    (error: unknown) => {
      // A chunk that failed to arrive (flaky network) is tried again at the next sign-in or start.
      userDatabases = null;
      throw error;
    },
  );
  return userDatabases;
}

let background: Promise<void> | null = null;

/** A background chunk that failed to arrive (flaky network) is loaded again at the next start. */
function ignoreUntilNextStart(): void {}

/**
 * The signed-in background work on the user's database: tag definitions (as soon as the session has a
 * token, now or later), the change pull and the outbox sender. Started after the first signed-in screen
 * has rendered, so their chunks do not compete with it for a slow CPU (issue 13: offline cold start).
 */
export function startSignedInServices(): Promise<void> {
  background ??= startUserDatabasesOnce()
    .then(() => {
      void import('../tags/tag-definitions-sync').then(({ startTagDefinitionsSync }) => startTagDefinitionsSync(), ignoreUntilNextStart);
      void import('../sync/change-pull-sync').then(({ startChangePullSync }) => startChangePullSync(), ignoreUntilNextStart);
      void import('../outbox/page-outbox').then(({ startPageOutbox }) => startPageOutbox(), ignoreUntilNextStart);
    })
    .catch((error: unknown) => {
      // Started again at the next sign-in or start; outbox entries stay in IndexedDB meanwhile.
      background = null;
      throw error;
    });
  return background;
}
