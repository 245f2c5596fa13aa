// The node recycle bin end to end: the delete dialog promises that a deleted node "can be restored
// from the debug tree". As an administrator in debug mode, a vial added for the test is deleted, stays
// in the tree marked Deleted (and on the server, listed only at debug level), and comes back with
// Restore from its Actions menu.
import { afterAll, describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { DELETE_SOFT_HINT } from '../../src/features/nodes/tree/NodeDeleteDialog';
import { signedInForFile } from './support/signed-in-file';
import { focusedTreeRow } from './support/tree-focus';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 30_000, interval: 200 };

const session = signedInForFile('admin');

/** The vial this test added: deleted for good at the end, so later tests meet the demo's vials only. */
let added: string | null = null;

// Registered after the file's browser hooks, so it runs before the browser closes.
afterAll(async () => {
  if (added) await session.nodes().batch(HOST, [{ action: BatchAction.delete, gId: added, permanent: true, userReason: 'e2e clean-up' }]);
});

/** The vials as the server lists them at a browse level: gId → deleted flag. */
async function vialsOnServer(browseLevel: number): Promise<Map<string, boolean>> {
  const answer = await session.nodes().batch(HOST, [{ action: BatchAction.browse, gId: '0.Autosampler.Vials', filter: { depth: 1, browseLevel } }]);
  return new Map((answer.responses[0]?.node?.childs ?? []).map((c) => [c.gId, c.deleted === true]));
}

describe('node recycle bin', () => {
  it('keeps a deleted node in the debug tree, marked Deleted, and restores it from there', async () => {
    const page = session.page();
    await page.goto('/account/profile');
    await page.getByLabel('Debug mode').check();
    await page.goto(`/controller/${HOST}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    const vials = tree.getByRole('treeitem', { name: 'Vials' });
    await vials.waitFor();
    await vials.getByRole('button', { name: 'Add Vial' }).click();
    // The new row takes the keyboard focus; its mirror key tells it from other tests' vials of the same name.
    const focusedKey = async () => {
      const row = await focusedTreeRow(page);
      return row?.level === '2' ? (row.key ?? '') : '';
    };
    await expect.poll(focusedKey, POLL).not.toBe('');
    const key = await focusedKey();
    const gId = key.slice(key.indexOf('|') + 1);
    added = gId;
    const row = tree.locator(`[data-key="${key}"]`);
    await row.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(DELETE_SOFT_HINT).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await row.getByRole('img', { name: 'Deleted' }).waitFor({ timeout: 30_000 });
    expect((await vialsOnServer(VisibilityLevel.debug)).get(added)).toBe(true);
    expect((await vialsOnServer(VisibilityLevel.standard)).has(added)).toBe(false);

    await row.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect.poll(() => row.getByRole('img', { name: 'Deleted' }).count(), POLL).toBe(0);
    expect((await vialsOnServer(VisibilityLevel.standard)).get(added)).toBe(false);
  }, 120_000);
});
