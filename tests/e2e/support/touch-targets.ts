// Measures what a finger can hit on the current page (issue 13): every visible button, link, input,
// select, text area, tree item, menu item, tab, option and table row (header rows aside: their sort
// buttons are measured as buttons). Offscreen-hidden inputs of Fluent's checkboxes count: they are
// the part a finger actually presses.
import type { Page } from 'playwright-core';

export type SmallTarget = { what: string; width: number; height: number };

const TARGETS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="treeitem"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="row"]:not(:has([role="columnheader"]))',
].join(', ');

/** The visible targets smaller than `min` px on a side (rounded to whole px), described for the failure message. */
export async function smallTouchTargets(page: Page, min: number): Promise<SmallTarget[]> {
  return page.evaluate(
    ([selector, least]) => {
      const small: { what: string; width: number; height: number }[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const width = Math.round(box.width);
        const height = Math.round(box.height);
        if (width >= least && height >= least) continue;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        small.push({ what: `${role} "${name}" (${element.className.toString().slice(0, 60)})`, width, height });
      }
      return small;
    },
    [TARGETS, min] as const,
  );
}
