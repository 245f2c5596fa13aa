// console.md §9: a script chunk that has not arrived after 120 seconds counts as failed. On a flaky
// instrument network a dynamic import can hang with no error at all; without a limit the screen would
// wait forever instead of showing the error (routes) or retrying (deferred parts of the shell).
import { CHUNK_LOAD_TIMEOUT_MS } from './app-constants';
import { messageText } from './messages/message-text';

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(messageText(/*i18n*/ 'A part of the app did not load within {seconds} seconds. Check the network and try again.', { seconds: Math.round(ms / 1000) }));
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** The same loader, rejecting with ChunkLoadTimeoutError when the chunk has not arrived within `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
