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

/** The signed-in background work: tag definitions, change pull and outbox sender, on the user's database. */
export function startSignedInServices(): Promise<void> {
  background ??= (async () => {
    const databases = startUserDatabasesOnce();
    // Loads the tag definitions as soon as a signed-in session has a token, now or later.
    void import('../tags/tag-definitions-sync').then(({ startTagDefinitionsSync }) => startTagDefinitionsSync(), ignoreUntilNextStart);
    await databases;
    // Keeps the mirrors current with the server's change feed, once the user's own database is open.
    void import('../sync/change-pull-sync').then(({ startChangePullSync }) => startChangePullSync(), ignoreUntilNextStart);
    // The outbox sender works on the user's database as well.
    void import('../outbox/page-outbox').then(({ startPageOutbox }) => startPageOutbox(), ignoreUntilNextStart);
  })().catch((error: unknown) => {
    // Started again at the next sign-in; outbox entries stay in IndexedDB meanwhile.
    background = null;
    throw error;
  });
  return background;
}
