// Property panel steps of the end-to-end tests: open a node's panel on a real screen and read what the
// server stored for a property.
import type { Page } from 'playwright-core';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import type { NodeSession } from './node-session';

/** The value the server holds (host '' is the local tree). */
export async function propertyOnServer(nodes: NodeSession, host: string, gId: string, propId: string): Promise<unknown> {
  const answer = await nodes.batch(host, [{ action: BatchAction.read, gId, propIds: [propId] }]);
  return answer.responses[0]?.values?.find((v) => v.id === propId)?.value;
}

/** The instrument's property panel on the controller screen, opened from the tree as a user does. */
export async function openInstrumentPanel(page: Page, host: string, name: string): Promise<void> {
  await page.goto(`/controller/${host}`);
  await page.getByRole('tree', { name: `Controller ${host}` }).getByRole('treeitem', { name }).click();
}
