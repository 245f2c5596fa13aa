// console.md §9: chunk load failures (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, the 120 s timeout) reload the
// app once. A deploy that replaced the hashed files, or a network that dropped one file, is mended by a
// reload; a second failure soon after is not, and then the user gets the message and a Reload button.

/** A chunk reload this recent means the last reload did not help: do not loop. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 60_000;

export const MSG_CHUNK_RELOADED = /*i18n*/ 'A part of the app could not be loaded, so the app was reloaded.';
export const MSG_CHUNK_FAILED = /*i18n*/ 'A part of the app could not be loaded. Check the network and reload the app.';

// What browsers and Vite say when a dynamic import or its preloaded CSS fails.
const CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];
const CHUNK_NAMES = new Set(['ChunkLoadError', 'ChunkLoadTimeoutError', 'CSS_CHUNK_LOAD_FAILED']);

export function isChunkLoadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (typeof name === 'string' && CHUNK_NAMES.has(name)) return true;
  if (code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether a chunk failure at `now` may reload the app, given when the last chunk reload happened. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}

/** One name for every way a chunk fails, so the app's own reload-once handles it (not the router's silent one). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(MSG_CHUNK_FAILED, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The same loader, with chunk failures rejected as ChunkLoadError and other errors unchanged. */
export function asChunkLoadError<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      throw isChunkLoadFailure(error) ? new ChunkLoadError(error) : error;
    });
}
