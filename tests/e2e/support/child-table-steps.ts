// Page steps and server reads for the child table's end-to-end test: the autosampler's Vials shown as a
// table, its cells by accessible name, and the vials as the server holds them.
import type { Page } from 'playwright-core';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import type { NodeSession } from './node-session';
import { openAutosampler } from './outbox-steps';
import { treeRow } from './tree-row';

export const VIALS_GID = '0.Autosampler.Vials';

/** The Vials table of the grid. */
export function vialsGrid(page: Page) {
  return page.getByRole('grid', { name: 'Vials' });
}

/** A data cell by its column header and 1-based row number. */
export function cell(page: Page, column: string, row: number) {
  return vialsGrid(page).getByRole('gridcell', { name: `${column}, row ${row}`, exact: true });
}

/** Opens the Autosampler, selects Vials and shows every row on one page. */
export async function openVialsTable(page: Page, host: string): Promise<void> {
  await openAutosampler(page, host);
  await treeRow(page.getByRole('tree', { name: 'Instrument Autosampler' }), 'Vials').click();
  await vialsGrid(page).waitFor();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: 'All' }).click();
}

export type VialOnServer = { gId: string; sample: unknown; volume: unknown; enabled: unknown };

/** The vials under Vials on the server, in their order. */
export async function vialsOnServer(nodes: NodeSession, host: string): Promise<VialOnServer[]> {
  const answer = await nodes.batch(host, [{ action: BatchAction.browse, gId: VIALS_GID, filter: { depth: 1, props: 'all' } }]);
  const value = (props: { id: string; value: unknown }[] | undefined, id: string) => props?.find((p) => p.id === id)?.value;
  return (answer.responses[0]?.node?.childs ?? [])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ gId: c.gId, sample: value(c.properties, 'SampleName'), volume: value(c.properties, 'Volume'), enabled: value(c.properties, 'Enabled') }));
}
