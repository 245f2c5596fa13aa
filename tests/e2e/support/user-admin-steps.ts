// Steps on the Users screen (/system/users) shared by the end-to-end tests that administer accounts.
import type { Page } from 'playwright-core';

/** The row of one user in the Users table. */
export function userRow(page: Page, username: string) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}
