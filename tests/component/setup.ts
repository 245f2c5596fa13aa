// jsdom lacks a few browser APIs Fluent UI and the shell use; these stand-ins behave like a
// desktop-sized light-themed window.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { currentFetch } from '../../src/data/api-client';
import { db } from '../../src/data/db';
import { startOutbox, stopOutbox } from '../../src/data/outbox/outbox-runtime';
import { pageAuthPort } from '../../src/features/outbox/page-auth-port';
import { activateLanguage } from '../../src/i18n/language';
import { matchMediaOf } from './support/media-queries';

// A loaded 2-core machine needs more than the default second for Fluent and Virtuoso to settle; tests wait on
// conditions, so a generous limit costs nothing when things are fast.
configure({ asyncUtilTimeout: 15_000 });

// Components show English, the source language, unless a test activates another.
await activateLanguage('en', true);

if (typeof window.matchMedia !== 'function') window.matchMedia = matchMediaOf([]);

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no layout: offsetParent is always null and the body measures 0×0, so Tabster (Fluent's focus
// manager) takes every element for invisible. An opening Dialog then finds no field to focus and focuses its
// surface; when that focus comes before Tabster has registered the surface's focus trap, the trap is never
// activated and Tabster marks the dialog itself aria-hidden 250 ms later. A browser focuses the first field,
// which activates the trap and hides the page behind instead. These two follow the CSSOM View rules closely
// enough for those checks (the body's box is the window's).
function offsetParentOf(element: HTMLElement): Element | null {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  if (!view || !element.isConnected || element === doc.body || element === doc.documentElement) return null;
  const own = view.getComputedStyle(element);
  if (own.display === 'none' || own.position === 'fixed') return null;
  const isStatic = (position: string) => position === '' || position === 'static';
  let parent: Element | null = null;
  for (let e = element.parentElement; e; e = e.parentElement) {
    const style = view.getComputedStyle(e);
    if (style.display === 'none') return null;
    const cell = isStatic(own.position) && ['TD', 'TH', 'TABLE'].includes(e.tagName);
    if (!parent && (!isStatic(style.position) || cell || e === doc.body)) parent = e;
  }
  return parent;
}
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement): Element | null {
    return offsetParentOf(this);
  },
});
HTMLBodyElement.prototype.getBoundingClientRect = function (this: HTMLBodyElement) {
  return new DOMRect(0, 0, window.innerWidth, window.innerHeight);
};

// Writes go through the outbox as in the page: its sender sends with whatever fetch the test injected.
beforeEach(() => {
  startOutbox(pageAuthPort, { fetch: (input, init) => currentFetch()(input, init), locks: null });
});

// React Testing Library unmounts between tests only when the runner exposes globals; vitest does not.
afterEach(async () => {
  cleanup();
  // A test that shows another language leaves the next one in English.
  await activateLanguage('en', true);
  localStorage.clear();
  stopOutbox();
  await db.outbox.clear();
});
