// Uncaught script errors and unhandled rejections go to the server's System event log
// (console.md §7 browserexception); chunk failures among them reload the app once first.
import { buildReport, createReportBudget } from '../../domain/browser-exception';
import type { BrowserExceptionReport, ErrorInput } from '../../domain/browser-exception';
import { api } from '../../data/api-client';
import { reloadOnceForChunkFailure, reloadPage } from './chunk-reload';
import type { Reload } from './chunk-reload';

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

/** Installs the page-wide listeners; returns their removal (tests). */
export function installErrorReporting(reload: Reload = reloadPage): () => void {
  const onError = (event: ErrorEvent) => {
    reportBrowserException({ message: event.message, filename: event.filename, line: event.lineno, column: event.colno, error: event.error });
    reloadOnceForChunkFailure(event.error, reload);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportBrowserException({ error: event.reason });
    reloadOnceForChunkFailure(event.reason, reload);
  };
  // Vite's preload helper fires this when a lazy chunk's import or its CSS preload fails; cancelling it
  // (we reload) keeps the helper from throwing into the router, which would show its error page meanwhile.
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    reportBrowserException({ error });
    if (reloadOnceForChunkFailure(error, reload)) event.preventDefault();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
