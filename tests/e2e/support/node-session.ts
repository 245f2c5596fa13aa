// Node batches from an end-to-end test with the signed-in page's own session: the bearer token the
// app last sent and the XSRF cookie of the browser context, so the test reads what the server stored
// for that user without a second login.
import type { Page } from 'playwright-core';
import { BatchAction, type BatchRequestItem, type BatchResponse } from '../../../src/domain/nodes/node-protocol';
import { trackSessionHeaders } from './session-headers';

export type NodeSession = {
  /** POST /api/node/batch; host '' is the local tree. Fails the test on a non-200 answer. */
  batch: (host: string, items: BatchRequestItem[]) => Promise<BatchResponse>;
};

/** Starts watching the page's API requests for the Authorization header; call before signing in. */
export function trackNodeSession(page: Page): NodeSession {
  const headers = trackSessionHeaders(page);
  return {
    batch: async (host, items) => {
      const response = await page.request.post('/api/node/batch', {
        params: host ? { controller: host } : undefined,
        headers: await headers(),
        data: items,
      });
      if (response.status() !== 200) throw new Error(`batch answered ${response.status()}: ${await response.text()}`);
      return (await response.json()) as BatchResponse;
    },
  };
}

/** The SampleName of each vial under the host's Autosampler as the server holds it (vial ids like 'Vial1'). */
export async function sampleNamesOnServer(nodes: NodeSession, host: string, vials: string[]): Promise<unknown[]> {
  const answer = await nodes.batch(host, vials.map((vial) => ({ action: BatchAction.read, gId: `0.Autosampler.Vials.${vial}`, propIds: ['SampleName'] })));
  return answer.responses.map((r) => r.values?.find((v) => v.id === 'SampleName')?.value);
}

/** The ids of the vials under the host's Autosampler, in the order the server holds them. */
export async function vialOrderOnServer(nodes: NodeSession, host: string): Promise<string[]> {
  const answer = await nodes.batch(host, [{ action: BatchAction.browse, gId: '0.Autosampler.Vials', filter: { depth: 1, props: 'AlarmingInfo' } }]);
  return answer.responses[0]?.node?.childs?.map((c) => c.id) ?? [];
}
