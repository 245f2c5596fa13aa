// The tree row that holds the keyboard focus, as the tree tests read it after an add moves the focus.
import type { Page } from 'playwright-core';

export type FocusedTreeRow = { level: string | null; name: string | null; key: string | null };

/** The focused treeitem's aria-level, node name and mirror key; null when focus is not on a tree row. */
export function focusedTreeRow(page: Page): Promise<FocusedTreeRow | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('role') === 'treeitem'
      ? { level: element.getAttribute('aria-level'), name: element.getAttribute('data-name'), key: element.getAttribute('data-key') }
      : null;
  });
}
