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
