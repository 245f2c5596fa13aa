// A tree row found by its node's name alone. A row's accessible name also holds its live value and its
// description (label in name, issue 13), so an exact match on that name would depend on the value shown.
import type { Locator } from 'playwright-core';

export function treeRow(tree: Locator, name: string): Locator {
  return tree.locator(`[role="treeitem"][data-name=${JSON.stringify(name)}]`);
}
