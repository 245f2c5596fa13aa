// Recognises "cannot reach the database" among errors, so the answer is a 503 the client shows on
// its startup-error page rather than a generic 500; and a unique-index violation, which a route that
// checked for a duplicate first still meets when two requests pass the check at once.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE']);
// SQLite: the file cannot be opened or read, or stays locked past the busy timeout.
const SQLITE_CODES = new Set(['SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_BUSY', 'SQLITE_NOTADB', 'SQLITE_READONLY']);
// PostgreSQL SQLSTATE: class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many connections).
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;

// better-sqlite3 names the kind of constraint; PostgreSQL's SQLSTATE 23505 is unique_violation.
const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/** The error and the causes it wraps, outermost first (a few levels at most). */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown; cause?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code)) return true;
      if ([...SQLITE_CODES].some((c) => code.startsWith(c))) return true;
    }
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|The database connection is not open/i.test(message)) {
      return true;
    }
  }
  return false;
}

/** True when a write broke a unique index or primary key, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code } of errorChain(error)) if (typeof code === 'string' && UNIQUE_CODES.has(code)) return true;
  return false;
}

/** A promise's catch handler that answers a unique violation with `duplicate()` (e.g. a 409 naming the field) and passes other errors on. */
export function onUniqueViolation(duplicate: () => Error): (error: unknown) => never {
  return (error) => {
    throw isUniqueViolation(error) ? duplicate() : error;
  };
}
