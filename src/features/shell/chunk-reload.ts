// Reloads the app once when a part of it failed to load (console.md §9); the next start says why.
import { isChunkLoadFailure, mayReloadForChunk, MSG_CHUNK_RELOADED } from '../../domain/chunk-failure';
import { lastChunkReloadAt, markChunkReload, takeChunkReloadNotice } from '../../data/chunk-reload-mark';
import { showSnackbar } from '../../state/ui';

export type Reload = () => void;

export const reloadPage: Reload = () => window.location.reload();

/** Whether the error is a chunk failure that may still reload the app (no chunk reload just happened). */
export function chunkReloadDue(error: unknown, now = Date.now()): boolean {
  return isChunkLoadFailure(error) && mayReloadForChunk(lastChunkReloadAt(), now);
}

/** True when the error is a chunk failure and the app now reloads; false when the caller must show it. */
export function reloadOnceForChunkFailure(error: unknown, reload: Reload = reloadPage, now = Date.now()): boolean {
  if (!chunkReloadDue(error, now)) return false;
  markChunkReload(now);
  reload();
  return true;
}

/** After a chunk reload, tells the user what happened (once); `page` is this document (chunk-reload-mark.ts). */
export function announceChunkReload(page?: string): void {
  if (takeChunkReloadNotice(page)) showSnackbar(MSG_CHUNK_RELOADED, { intent: 'info', duration: 'long' });
}
