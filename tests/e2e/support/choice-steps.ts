// Steps of the choice editors' end-to-end tests: the demo controller's tree, and what the server holds
// for the nodes the editors change (read with the page's own session).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import type { AlarmingInfoValue, NodeDto } from '../../../src/domain/nodes/node-protocol';
import type { NodeSession } from './node-session';
import { treeRow } from './tree-row';

export const CHOICES_HOST = 'LAB-CTRL-1';

/** The controller screen; resolves with its tree. */
export async function openController(page: Page): Promise<Locator> {
  await page.goto(`/controller/${CHOICES_HOST}`);
  const tree = page.getByRole('tree', { name: `Controller ${CHOICES_HOST}` });
  await tree.getByRole('treeitem', { name: 'Pump' }).waitFor({ timeout: 30_000 });
  return tree;
}

/** Selects the row and opens it with the keyboard (Right), as a user does; resolves once it is open. */
export async function selectAndOpen(tree: Locator, name: string): Promise<void> {
  const row = treeRow(tree, name);
  await row.click();
  await row.press('ArrowRight');
  await expect.poll(() => row.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
}

async function childrenOnServer(nodes: NodeSession, gId: string): Promise<NodeDto[]> {
  const answer = await nodes.batch(CHOICES_HOST, [{ action: BatchAction.browse, gId, filter: { depth: 1, props: 'all' } }]);
  return answer.responses[0]?.node?.childs ?? [];
}

function valueOf(node: NodeDto, propId: string): unknown {
  return node.properties?.find((p) => p.id === propId)?.value;
}

/** The lookup keys the checklist's children stand for (their Source), sorted. */
export async function checklistKeysOnServer(nodes: NodeSession, gId: string): Promise<string[]> {
  return (await childrenOnServer(nodes, gId)).map((c) => String(valueOf(c, 'Source'))).sort();
}

/** The ids of the radio choice's children whose Enabled is true. */
export async function enabledChoicesOnServer(nodes: NodeSession, gId: string): Promise<string[]> {
  return (await childrenOnServer(nodes, gId)).filter((c) => valueOf(c, 'Enabled') === true).map((c) => c.id);
}

export async function alarmsOnServer(nodes: NodeSession, gId: string): Promise<AlarmingInfoValue | null> {
  const answer = await nodes.batch(CHOICES_HOST, [{ action: BatchAction.read, gId, propIds: ['AlarmingInfo'] }]);
  return (answer.responses[0]?.values?.[0]?.value as AlarmingInfoValue | undefined) ?? null;
}
