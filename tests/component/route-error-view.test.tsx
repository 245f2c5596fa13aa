import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { setFetchImplementation } from '../../src/data/api-client';
import { ChunkLoadError, MSG_CHUNK_FAILED, MSG_CHUNK_RELOADED } from '../../src/domain/chunk-failure';
import { announceChunkReload } from '../../src/features/shell/chunk-reload';
import { BROWSER_EXCEPTION_PATH } from '../../src/features/shell/error-reporting';
import { MSG_ROUTE_FAILED, RouteErrorView } from '../../src/features/shell/RouteErrorView';
import { ui } from '../../src/state/ui';
import { resetUi } from './support/app-state';

const WAIT = { timeout: 15_000 };
let reports: { message: string; page?: string }[] = [];

beforeEach(() => {
  sessionStorage.clear();
  resetUi();
  reports = [];
  setFetchImplementation(async (input, init) => {
    if (String(input).endsWith(BROWSER_EXCEPTION_PATH)) reports.push(JSON.parse(String(init?.body)) as { message: string });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  setFetchImplementation(null);
});

/** A one-route app whose page throws `error`, showing the real error view with a reload spy. */
async function renderFailing(error: Error, reload: () => void) {
  const rootRoute = createRootRoute({
    component: () => {
      throw error;
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: (props: ErrorComponentProps) => <RouteErrorView {...props} reload={reload} />,
  });
  await router.load();
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

describe('route error view', () => {
  it('reloads the app once for a failed chunk and says so after the reload', async () => {
    const reload = vi.fn();
    await renderFailing(new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Help.js')), reload);
    expect(await screen.findByText('Reloading the app…', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), WAIT);

    // This page, still running until the browser unloads it, leaves the notice to the next start.
    announceChunkReload();
    expect(ui.snackbars).toEqual([]);
    // The next start (same tab, another document) tells the user why the app reloaded, once.
    announceChunkReload('next start');
    announceChunkReload('next start');
    expect(ui.snackbars.map((s) => s.text)).toEqual([MSG_CHUNK_RELOADED]);
  });

  it('does not reload again when the chunk fails right after a reload: it shows the message and a Reload button', async () => {
    const first = vi.fn();
    await renderFailing(new ChunkLoadError(new Error('Unable to preload CSS for /assets/x.css')), first);
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1), WAIT);
    cleanup();

    const second = vi.fn();
    await renderFailing(new ChunkLoadError(new Error('Unable to preload CSS for /assets/x.css')), second);
    expect(await screen.findByText(MSG_CHUNK_FAILED, undefined, WAIT)).toBeTruthy();
    expect(second).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('shows another error with Try again instead of the router’s bare text, and reports it to the server', async () => {
    const reload = vi.fn();
    await renderFailing(new Error('boom in render'), reload);
    expect(await screen.findByText(`${MSG_ROUTE_FAILED} boom in render`, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reports.map((r) => r.message)).toContain('Error: boom in render'), WAIT);
    expect(reports.find((r) => r.message === 'Error: boom in render')?.page).toBe(window.location.href);
  });
});
