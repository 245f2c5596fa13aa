// jsdom lacks a few browser APIs Fluent UI and the shell use; these stand-ins behave like a
// desktop-sized light-themed window.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A loaded 2-core machine needs more than the default second for Fluent and Virtuoso to settle; tests wait on
// conditions, so a generous limit costs nothing when things are fast.
configure({ asyncUtilTimeout: 15_000 });

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// React Testing Library unmounts between tests only when the runner exposes globals; vitest does not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
