// Record calls from an end-to-end test with the signed-in page's own session (its bearer token and XSRF
// cookie), so a test can set up records quickly and check what the server stored.
import type { Page } from 'playwright-core';
import type { RecordAnswer } from '../../../src/domain/records/record-wire';
import { trackSessionHeaders } from './session-headers';

export type RecordSession = {
  create: (entity: string, body: Record<string, unknown>) => Promise<RecordAnswer>;
  read: (entity: string, id: number) => Promise<RecordAnswer>;
  softDelete: (entity: string, id: number) => Promise<void>;
};

/** Starts watching the page's API requests for the Authorization header; call before signing in. */
export function trackRecordSession(page: Page): RecordSession {
  const headers = trackSessionHeaders(page);
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
