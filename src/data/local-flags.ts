// Typed access to the app's localStorage keys. Storage can be missing (workers, tests) or throw
// (quota, privacy modes); the app must keep working without it, so every call tolerates that.
import { localStorageOrNull } from './web-storage';

/** Set while a session exists, so a reload starts with the placeholder token (console.md §4). */
export const IS_AUTHENTICATED_KEY = 'isAuthenticated';

/** The stored JSON value, or the fallback when it is absent or corrupt. */
export function readStored<T>(key: string, fallback: T): T {
  return parseStored(safely(() => localStorageOrNull()?.getItem(key) ?? null, null), fallback);
}

/** A stored JSON text (as a storage event carries it), or the fallback when it is absent or corrupt. */
export function parseStored<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  safely(() => localStorageOrNull()?.setItem(key, JSON.stringify(value)), undefined);
}

export function removeStored(key: string): void {
  safely(() => localStorageOrNull()?.removeItem(key), undefined);
}

export function readAuthenticatedFlag(): boolean {
  const value = readStored<unknown>(IS_AUTHENTICATED_KEY, false);
  return value === true || value === 'true';
}

export function writeAuthenticatedFlag(value: boolean): void {
  if (value) writeStored(IS_AUTHENTICATED_KEY, true);
  else removeStored(IS_AUTHENTICATED_KEY);
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
