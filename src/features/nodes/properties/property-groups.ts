// How the property panel arranges properties (node-model.md §2.1): hidden without browse access
// (unless debug) or above the browse level, grouped by category (default 'General') ordered by
// catOrder (100 when a category's properties give none, node-model §9), properties by order; a
// breakColumn property starts a new column.
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel, hasFlag } from '../../../domain/rights';

export const DEFAULT_CATEGORY = /*i18n*/ 'General';
/** The order of a category none of whose properties gives one: after 0–99, before 101 and on. */
const DEFAULT_CATEGORY_ORDER = 100;
/** Shown in the tree row (alarm icon, label suffix), not as editors. */
const TREE_ONLY_PROPERTIES = new Set(['AlarmingInfo', 'FmtValue']);

export type PropertyGroup<P extends NodeProperty = NodeProperty> = { category: string; properties: P[] };
export type PropertyColumn<P extends NodeProperty = NodeProperty> = PropertyGroup<P>[];

export function isPropertyShown(property: NodeProperty, browseLevel: number): boolean {
  if (TREE_ONLY_PROPERTIES.has(property.id)) return false;
  if ((property.visible ?? VisibilityLevel.standard) > browseLevel) return false;
  return hasFlag(property.ac, AccessFlag.browse) || browseLevel >= VisibilityLevel.debug;
}

export function isPropertyWritable(property: NodeProperty): boolean {
  return hasFlag(property.ac, AccessFlag.write);
}

/** Columns of category groups; a category continues in the next column after a breakColumn. */
export function arrangeProperties<P extends NodeProperty>(properties: readonly P[], browseLevel: number): PropertyColumn<P>[] {
  const shown = properties.filter((p) => isPropertyShown(p, browseLevel));
  const catOrder = new Map<string, number>();
  for (const p of shown) {
    const category = p.category || DEFAULT_CATEGORY;
    if (p.catOrder === undefined) continue;
    catOrder.set(category, Math.min(catOrder.get(category) ?? Number.MAX_SAFE_INTEGER, p.catOrder));
  }
  const sorted = shown
    .map((p, index) => ({ p, index, category: p.category || DEFAULT_CATEGORY }))
    .sort(
      (a, b) =>
        (catOrder.get(a.category) ?? DEFAULT_CATEGORY_ORDER) - (catOrder.get(b.category) ?? DEFAULT_CATEGORY_ORDER) ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
        (a.p.order ?? 0) - (b.p.order ?? 0) ||
        a.index - b.index,
    );
  const columns: PropertyColumn<P>[] = [[]];
  for (const { p, category } of sorted) {
    let column = columns[columns.length - 1] as PropertyColumn<P>;
    if (p.breakColumn && column.length > 0) {
      column = [];
      columns.push(column);
    }
    const last = column[column.length - 1];
    if (last && last.category === category) last.properties.push(p);
    else column.push({ category, properties: [p] });
  }
  return columns[0]?.length === 0 ? [] : columns;
}
