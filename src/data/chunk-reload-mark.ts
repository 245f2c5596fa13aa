// When this tab last reloaded for a failed chunk, kept in sessionStorage so it survives the reload but
// not the tab: a new tab may try once again. Storage may be missing or throw; then no reload happens twice
// only as far as memory can tell.
import { sessionStorageOrNull } from './web-storage';

const RELOAD_AT_KEY = 'chunkReloadAt';
const NOTICE_KEY = 'chunkReloadNotice';

export function lastChunkReloadAt(): number | null {
  try {
    const value = Number(sessionStorageOrNull()?.getItem(RELOAD_AT_KEY) ?? NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Marks the reload about to happen, with a notice for the next start to show. */
export function markChunkReload(now: number): void {
  try {
    sessionStorageOrNull()?.setItem(RELOAD_AT_KEY, String(now));
    sessionStorageOrNull()?.setItem(NOTICE_KEY, '1');
  } catch {
    // Without storage the reload still happens; the guard against a loop is then the browser's own.
  }
}

/** Whether the last start was a chunk reload; answers true once. */
export function takeChunkReloadNotice(): boolean {
  try {
    const storage = sessionStorageOrNull();
    if (storage?.getItem(NOTICE_KEY) !== '1') return false;
    storage.removeItem(NOTICE_KEY);
    return true;
  } catch {
    return false;
  }
}
