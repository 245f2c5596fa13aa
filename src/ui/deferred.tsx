// Components loaded on first use, so the entry chunk (what the login route costs) carries only what a
// first visit shows. Unlike React.lazy, a failed chunk load renders nothing and is retried, instead of
// throwing into the route's error boundary: on a flaky first visit (before the service worker has
// precached the chunks) the shell keeps working and the part appears once its chunk arrives.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { withChunkTimeout } from '../domain/chunk-timeout';

const RETRY_MS = 3000;

export type DeferredComponent<P> = ComponentType<P> & {
  /** Starts loading ahead of the first render; safe to call more than once. */
  preload: () => Promise<ComponentType<P>>;
};

/** `Fallback` renders until the chunk has arrived, e.g. a box that keeps the part's place on the page. */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback?: ComponentType<P>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const preload = (): Promise<ComponentType<P>> => {
    // A chunk that hangs counts as failed after the timeout of console.md §9 and is retried like one.
    pending ??= withChunkTimeout(load)().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Deferred(props: P) {
    // Wrapped in an object: a component in useState would be taken for an updater function.
    const [state, setState] = useState<{ component: ComponentType<P> | null; attempt: number }>(() => ({
      component: loaded,
      attempt: 0,
    }));
    useEffect(() => {
      if (state.component) return;
      let live = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      preload().then(
        (component) => {
          if (live) setState((s) => ({ ...s, component }));
        },
        () => {
          if (live) timer = setTimeout(() => setState((s) => ({ ...s, attempt: s.attempt + 1 })), RETRY_MS);
        },
      );
      return () => {
        live = false;
        if (timer !== undefined) clearTimeout(timer);
      };
    }, [state.component, state.attempt]);
    const Component = state.component;
    if (Component) return <Component {...props} />;
    return Fallback ? <Fallback {...props} /> : null;
  }

  return Object.assign(Deferred, { preload });
}

/** True from the first render where `value` is true on: hosts stay mounted once they had work. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
