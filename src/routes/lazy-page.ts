// Every route's page chunk goes through here, so each one carries the chunk load timeout of console.md §9
// (lint forbids lazyRouteComponent elsewhere). A failed chunk becomes a ChunkLoadError, which the router's
// own silent reload does not recognise: the route error view reloads once and says so (chunk-reload.ts).
import { lazyRouteComponent } from '@tanstack/react-router';
import { asChunkLoadError } from '../domain/chunk-failure';
import { withChunkTimeout } from '../domain/chunk-timeout';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as lazyRouteComponent's own
export function lazyPage<T extends Record<string, any>, K extends keyof T>(load: () => Promise<T>, name: K) {
  return lazyRouteComponent<T, K>(asChunkLoadError(withChunkTimeout(load)), name);
}
