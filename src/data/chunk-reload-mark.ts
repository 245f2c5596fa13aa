// When this tab last reloaded for a failed chunk, kept in sessionStorage so it survives the reload but
// not the tab: a new tab may try once again. Storage may be missing or throw; then no reload happens twice
// only as far as memory can tell.
import { sessionStorageOrNull } from './web-storage';

const RELOAD_AT_KEY = 'chunkReloadAt';
const NOTICE_KEY = 'chunkReloadNotice';

/**
 * This document among the tab's loads. The notice holds the one that asked for the reload: a page keeps
 * running until the browser unloads it, and if it reached its own announcement after a chunk failed early
 * (the opened page's chunk, preloaded during the start), it took the notice the next start was to show.
 */
function thisPage(): string {
  return String(performance.timeOrigin);
}

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
    const storage = sessionStorageOrNull();
    storage?.setItem(RELOAD_AT_KEY, String(now));
    storage?.setItem(NOTICE_KEY, thisPage());
  } catch {
    // Without storage the reload still happens; the guard against a loop is then the browser's own.
  }
}

/** Whether the last start was a chunk reload; answers true once, and never on the page that asked for it. */
export function takeChunkReloadNotice(page = thisPage()): boolean {
  try {
    const storage = sessionStorageOrNull();
    if (!storage) return false;
    const marked = storage.getItem(NOTICE_KEY);
    if (marked === null || marked === page) return false;
    storage.removeItem(NOTICE_KEY);
    return true;
  } catch {
    return false;
  }
}
