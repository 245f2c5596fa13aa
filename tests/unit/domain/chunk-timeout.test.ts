// console.md §9: a script chunk load times out after 120 seconds — for route pages (lazyPage) and the
// deferred parts of the shell (deferredComponent), which then retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/domain/app-constants';
import { ChunkLoadTimeoutError, withChunkTimeout } from '../../../src/domain/chunk-timeout';
import { deferredComponent } from '../../../src/ui/deferred';

const never = () => new Promise<never>(() => {});

describe('script chunk load timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a chunk that has not arrived after 120 seconds, and not a moment before', async () => {
    let outcome: unknown = 'pending';
    withChunkTimeout(never)().then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadTimeoutError);
    expect((outcome as Error).message).toBe('A part of the app did not load within 120 seconds. Check the network and try again.');
  });

  it('passes a chunk that arrives in time, and its failure, through unchanged', async () => {
    await expect(withChunkTimeout(async () => ({ Page: 'page' }))()).resolves.toEqual({ Page: 'page' });
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a deferred shell part whose chunk hangs fail after 120 seconds, so it is loaded again', async () => {
    const Part = () => null;
    const load = vi.fn().mockImplementationOnce(never).mockResolvedValue(Part);
    const Deferred = deferredComponent(load);
    const first = Deferred.preload();
    const failed = expect(first).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await failed;
    await expect(Deferred.preload()).resolves.toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
