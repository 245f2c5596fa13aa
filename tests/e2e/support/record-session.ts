// Record calls from an end-to-end test with the signed-in page's own session (its bearer token and XSRF
// cookie), so a test can set up records quickly and check what the server stored.
import type { Page } from 'playwright-core';
import type { RecordAnswer } from '../../../src/domain/records/record-wire';

export type RecordSession = {
  create: (entity: string, body: Record<string, unknown>) => Promise<RecordAnswer>;
  read: (entity: string, id: number) => Promise<RecordAnswer>;
  softDelete: (entity: string, id: number) => Promise<void>;
};

/** Starts watching the page's API requests for the Authorization header; call before signing in. */
export function trackRecordSession(page: Page): RecordSession {
  let authorization: string | null = null;
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header && new URL(request.url()).pathname.startsWith('/api/')) authorization = header;
  });
  const headers = async () => {
    if (!authorization) throw new Error('The page has not sent an authorized request yet.');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { authorization, 'x-xsrf-token': xsrf };
  };
  const check = async (response: { status: () => number; text: () => Promise<string>; json: () => Promise<unknown> }, ok: number) => {
    if (response.status() !== ok) throw new Error(`record call answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  return {
    create: async (entity, body) => (await check(await page.request.post(`/api/db/${entity}`, { headers: await headers(), data: body }), 201)) as RecordAnswer,
    read: async (entity, id) => (await check(await page.request.get(`/api/db/${entity}/${id}`, { headers: await headers() }), 200)) as RecordAnswer,
    softDelete: async (entity, id) => {
      await check(await page.request.delete(`/api/db/${entity}`, { headers: await headers(), data: [id] }), 200);
    },
  };
}
