// Uncaught script errors and unhandled rejections go to the server's System event log
// (console.md §7 browserexception); chunk failures among them reload the app once first.
import { buildReport, createReportBudget } from '../../domain/browser-exception';
import type { BrowserExceptionReport, ErrorInput } from '../../domain/browser-exception';
import { api } from '../../data/api-client';
import { reloadOnceForChunkFailure } from './chunk-reload';

export const BROWSER_EXCEPTION_PATH = '/api/global/browserexception';

const withinBudget = createReportBudget();

/** Sends one report; a report that fails is dropped (offline, or the server limits this address). */
export function reportBrowserException(input: ErrorInput): void {
  const report: BrowserExceptionReport = buildReport(input, window.location.href);
  if (!withinBudget(report)) return;
  api.post(BROWSER_EXCEPTION_PATH, report, { skipAuthRefresh: true }).catch(() => {
    // Nothing to tell the user: the report is about an error they already met.
  });
}

export function installErrorReporting(): void {
  window.addEventListener('error', (event) => {
    reportBrowserException({ message: event.message, filename: event.filename, line: event.lineno, column: event.colno, error: event.error });
    reloadOnceForChunkFailure(event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportBrowserException({ error: event.reason });
    reloadOnceForChunkFailure(event.reason);
  });
  // Vite's preload helper fires this when a chunk's JS or CSS preload fails, before the import rejects.
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    reportBrowserException({ error });
    if (reloadOnceForChunkFailure(error)) event.preventDefault();
  });
}
