// The signed-in page's own session for calls a test makes beside the app: the bearer token the app
// last sent and the XSRF cookie of the browser context, so the test needs no second login.
import type { Page } from 'playwright-core';

export type SessionHeaders = () => Promise<{ authorization: string; 'x-xsrf-token': string }>;

const FIRST_REQUEST_LIMIT_MS = 60_000;

/** Starts watching the page's API requests for the Authorization header; call before signing in. */
export function trackSessionHeaders(page: Page): SessionHeaders {
  let authorization: string | null = null;
  let seen: () => void = () => {};
  // Signing in ends before the app's first authorized call has always left, so a test may ask early.
  const first = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (!header || !new URL(request.url()).pathname.startsWith('/api/')) return;
    authorization = header;
    seen();
  });
  return async () => {
    if (!authorization) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_REQUEST_LIMIT_MS)));
      await Promise.race([first, limit]);
      clearTimeout(timer);
    }
    if (!authorization) throw new Error(`The page sent no authorized request within ${FIRST_REQUEST_LIMIT_MS / 1000} s.`);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { authorization, 'x-xsrf-token': xsrf };
  };
}
