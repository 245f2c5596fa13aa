// The report of an uncaught script error (console.md §7 POST /api/global/browserexception): what the
// server accepts, and a per-page budget so an error thrown in a render loop is reported once, not
// thousands of times (the server also limits reports per address).

export type BrowserExceptionReport = { message: string; position?: string; page?: string; error?: string };

/** The server's limits on each field (server/routes/global.ts). */
export const REPORT_LIMITS = { message: 2000, position: 500, page: 2000, error: 16000 } as const;
export const MAX_REPORTS_PER_PAGE = 20;

export type ErrorInput = { message?: string; filename?: string; line?: number; column?: number; error?: unknown };

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function errorText(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return undefined;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The report for an error event or a rejection reason seen on `page`. */
export function buildReport(input: ErrorInput, page: string): BrowserExceptionReport {
  const fromError = input.error instanceof Error ? `${input.error.name}: ${input.error.message}` : undefined;
  const message = input.message?.trim() || fromError || errorText(input.error) || 'Unknown error';
  const position = input.filename ? `${input.filename}:${input.line ?? 0}:${input.column ?? 0}` : undefined;
  const error = errorText(input.error);
  return {
    message: clip(message, REPORT_LIMITS.message),
    ...(position ? { position: clip(position, REPORT_LIMITS.position) } : {}),
    page: clip(page, REPORT_LIMITS.page),
    ...(error ? { error: clip(error, REPORT_LIMITS.error) } : {}),
  };
}

/** Says once per distinct message and position whether to send, up to MAX_REPORTS_PER_PAGE in all. */
export function createReportBudget(max = MAX_REPORTS_PER_PAGE): (report: BrowserExceptionReport) => boolean {
  const seen = new Set<string>();
  return (report) => {
    const key = `${report.message}\n${report.position ?? ''}`;
    if (seen.has(key) || seen.size >= max) return false;
    seen.add(key);
    return true;
  };
}
