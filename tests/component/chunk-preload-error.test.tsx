// Vite's preload helper announces a failed lazy chunk with 'vite:preloadError' before the import rejects:
// the app reports it, reloads once and cancels the event (so the router never shows its error page
// meanwhile); a second failure soon after is left to the router's error view, which offers Reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { BROWSER_EXCEPTION_PATH, installErrorReporting } from '../../src/features/shell/error-reporting';
import { jsonResponse } from '../unit/support/scripted-fetch';

const FAILED_IMPORT = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/HelpPages-abc123.js');

function preloadError(payload: unknown): Event {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  window.dispatchEvent(event);
  return event;
}

let uninstall: () => void = () => {};
const reports: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  reports.length = 0;
  setFetchImplementation(async (input, init) => {
    if (String(input) === BROWSER_EXCEPTION_PATH) reports.push(String(init?.body));
    return jsonResponse(200, {});
  });
});
afterEach(() => {
  uninstall();
  resetApiClient();
});

describe('vite:preloadError', () => {
  it('reloads once for a failed chunk and cancels the event; a second failure right after is not cancelled', async () => {
    const reload = vi.fn();
    uninstall = installErrorReporting(reload);
    const first = preloadError(FAILED_IMPORT);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    await waitFor(() => expect(reports.some((body) => body.includes('HelpPages-abc123'))).toBe(true));

    const second = preloadError(FAILED_IMPORT);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('neither reloads nor cancels for an error that is no chunk failure', () => {
    const reload = vi.fn();
    uninstall = installErrorReporting(reload);
    const event = preloadError(new Error('Cannot read properties of undefined'));
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
