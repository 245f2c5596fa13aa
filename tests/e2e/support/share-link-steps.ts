// A share link made as a user makes one: a settings tree row's Actions menu, 'Share link…', the hours,
// 'Create link'; answers the link's address.
import type { Page } from 'playwright-core';
import { treeRow } from './tree-row';

export async function createShareLinkFor(page: Page, rowName: string, hours: string): Promise<string> {
  await page.goto('/settings');
  const row = treeRow(page.getByRole('tree', { name: 'Settings tree' }), rowName);
  await row.waitFor({ timeout: 30_000 });
  await row.click();
  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Share link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  await dialog.getByRole('textbox', { name: /Expires after/ }).fill(hours);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: /Link/ });
  await link.waitFor({ timeout: 30_000 });
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}
