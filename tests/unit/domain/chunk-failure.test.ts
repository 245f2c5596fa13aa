import { describe, expect, it } from 'vitest';
import { asChunkLoadError, ChunkLoadError, CHUNK_RELOAD_GUARD_MS, isChunkLoadFailure, mayReloadForChunk, MSG_CHUNK_FAILED } from '../../../src/domain/chunk-failure';
import { ChunkLoadTimeoutError } from '../../../src/domain/chunk-timeout';

describe('chunk load failures (console.md §9)', () => {
  it('recognises ChunkLoadError, CSS_CHUNK_LOAD_FAILED, the 120 s timeout and the browsers’ dynamic import failures', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    const css = Object.assign(new Error('Loading CSS chunk 7 failed'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(isChunkLoadFailure(named)).toBe(true);
    expect(isChunkLoadFailure(css)).toBe(true);
    expect(isChunkLoadFailure({ name: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
    expect(isChunkLoadFailure(new ChunkLoadTimeoutError(120_000))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Help-abc.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });

  it('reloads once: not again within the guard after a chunk reload, again after it', () => {
    const now = 1_000_000_000;
    expect(mayReloadForChunk(null, now)).toBe(true);
    expect(mayReloadForChunk(now - 5_000, now)).toBe(false);
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false);
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
    // A clock set back must not open a reload loop either way: a mark in the future counts as old.
    expect(mayReloadForChunk(now + 60_000, now)).toBe(true);
  });

  it('renames a failed chunk to ChunkLoadError with its cause, so the router’s own silent reload does not take it', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://x/a.js');
    const error = await asChunkLoadError(() => Promise.reject(cause))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(MSG_CHUNK_FAILED);
    expect((error as Error).message.startsWith('Failed to fetch dynamically imported module')).toBe(false);
    expect((error as Error).cause).toBe(cause);
    const other = new Error('render bug');
    expect(await asChunkLoadError(() => Promise.reject(other))().catch((e: unknown) => e)).toBe(other);
    expect(await asChunkLoadError(() => Promise.resolve(7))()).toBe(7);
  });
});
