// Recognises "cannot reach the database" among errors, so the answer is a 503 the client shows on
// its startup-error page rather than a generic 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE']);
// SQLite: the file cannot be opened or read, or stays locked past the busy timeout.
const SQLITE_CODES = new Set(['SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_BUSY', 'SQLITE_NOTADB', 'SQLITE_READONLY']);
// PostgreSQL SQLSTATE: class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many connections).
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code)) return true;
      if ([...SQLITE_CODES].some((c) => code.startsWith(c))) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|The database connection is not open/i.test(message)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
