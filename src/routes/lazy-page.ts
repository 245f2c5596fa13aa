// Every route's page chunk goes through here, so each one carries the chunk load timeout of console.md §9
// (lint forbids lazyRouteComponent elsewhere).
import { lazyRouteComponent } from '@tanstack/react-router';
import { withChunkTimeout } from '../domain/chunk-timeout';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as lazyRouteComponent's own
export function lazyPage<T extends Record<string, any>, K extends keyof T>(load: () => Promise<T>, name: K) {
  return lazyRouteComponent<T, K>(withChunkTimeout(load), name);
}
