// The dashboard's arrangement per user (console.md §2 "widgets prefixed 'My' and a project widget"):
// which widgets show, in which order, and which instrument values have a chart. Pure, so the Move
// up / Move down / Hide rules are testable; stored in the user's own database (decisions.md).

/** The fixed widgets. DO NOT rename: the ids are stored in users' layouts. */
export const FIXED_WIDGETS = ['alarms', 'recentRecords', 'expiringLicences', 'pendingChanges', 'projectRecords'] as const;
export type FixedWidgetId = (typeof FIXED_WIDGETS)[number];

/** A chart widget: one live numeric value of an instrument on a controller host. */
export type ChartWidget = { host: string; gId: string; propId: string; name: string };

/** 'chart:{host}|{gId}|{propId}' for chart widgets. */
export type WidgetId = FixedWidgetId | `chart:${string}`;

export type DashboardLayout = {
  /** Shown widgets, top to bottom. */
  order: WidgetId[];
  hidden: WidgetId[];
  charts: ChartWidget[];
};

export const WIDGET_TITLES: Record<FixedWidgetId, string> = {
  alarms: /*i18n*/ 'My active alarms',
  recentRecords: /*i18n*/ 'My recently changed records',
  expiringLicences: /*i18n*/ 'My licences expiring within 30 days',
  pendingChanges: /*i18n*/ 'My pending offline changes',
  projectRecords: /*i18n*/ 'Records per project',
};

export const DEFAULT_LAYOUT: DashboardLayout = { order: [...FIXED_WIDGETS], hidden: [], charts: [] };

export function chartWidgetId(chart: Pick<ChartWidget, 'host' | 'gId' | 'propId'>): WidgetId {
  return `chart:${chart.host}|${chart.gId}|${chart.propId}`;
}

function isFixed(id: string): id is FixedWidgetId {
  return (FIXED_WIDGETS as readonly string[]).includes(id);
}

function isChart(value: unknown): value is ChartWidget {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.host === 'string' && typeof c.gId === 'string' && typeof c.propId === 'string' && typeof c.name === 'string';
}

/**
 * The stored layout made whole: unknown ids and duplicates dropped, widgets added by a newer version
 * appended (shown), so an old or damaged row never hides a widget for good.
 */
export function normalizeLayout(stored: unknown): DashboardLayout {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LAYOUT;
  const raw = stored as Record<string, unknown>;
  const charts = (Array.isArray(raw.charts) ? raw.charts : []).filter(isChart);
  const chartIds = new Set(charts.map(chartWidgetId));
  const known = (id: unknown): id is WidgetId => typeof id === 'string' && (isFixed(id) || chartIds.has(id as WidgetId));
  const seen = new Set<WidgetId>();
  const pick = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter(known).filter((id) => (seen.has(id) ? false : (seen.add(id), true)));
  const order = pick(raw.order);
  const hidden = pick(raw.hidden);
  for (const id of [...FIXED_WIDGETS, ...chartIds]) if (!seen.has(id)) order.push(id);
  return { order, hidden, charts: charts.filter((c, i) => charts.findIndex((o) => chartWidgetId(o) === chartWidgetId(c)) === i) };
}

export type ArrangedWidgets = { shown: WidgetId[]; hidden: WidgetId[] };

/** What the user sees: the layout limited to the widgets offered to them (their rights). */
export function arrangeWidgets(layout: DashboardLayout, offered: (id: WidgetId) => boolean): ArrangedWidgets {
  return { shown: layout.order.filter(offered), hidden: layout.hidden.filter(offered) };
}

/**
 * Moves a shown widget one place up (-1) or down (+1) among the widgets the user sees: widgets not
 * offered to them keep their places, so a right granted later finds its widget where it was.
 */
export function moveWidget(layout: DashboardLayout, id: WidgetId, direction: -1 | 1, offered: (id: WidgetId) => boolean = () => true): DashboardLayout {
  const visible = layout.order.filter(offered);
  const at = visible.indexOf(id);
  const other = visible[at + direction];
  if (at < 0 || other === undefined) return layout;
  const order = layout.order.map((w) => (w === id ? other : w === other ? id : w));
  return { ...layout, order };
}

export function hideWidget(layout: DashboardLayout, id: WidgetId): DashboardLayout {
  if (!layout.order.includes(id)) return layout;
  return { ...layout, order: layout.order.filter((w) => w !== id), hidden: [...layout.hidden, id] };
}

/** Shows a hidden widget again, at the bottom. */
export function showWidget(layout: DashboardLayout, id: WidgetId): DashboardLayout {
  if (!layout.hidden.includes(id)) return layout;
  return { ...layout, hidden: layout.hidden.filter((w) => w !== id), order: [...layout.order, id] };
}

/** Adds a chart widget at the bottom; adding one already there changes nothing. */
export function addChart(layout: DashboardLayout, chart: ChartWidget): DashboardLayout {
  const id = chartWidgetId(chart);
  if (layout.charts.some((c) => chartWidgetId(c) === id)) return layout.hidden.includes(id) ? showWidget(layout, id) : layout;
  return { ...layout, charts: [...layout.charts, chart], order: [...layout.order, id] };
}

/** Removes a chart widget for good (a fixed widget can only be hidden). */
export function removeChart(layout: DashboardLayout, id: WidgetId): DashboardLayout {
  return {
    order: layout.order.filter((w) => w !== id),
    hidden: layout.hidden.filter((w) => w !== id),
    charts: layout.charts.filter((c) => chartWidgetId(c) !== id),
  };
}

export function chartOf(layout: DashboardLayout, id: WidgetId): ChartWidget | undefined {
  return layout.charts.find((c) => chartWidgetId(c) === id);
}

export function widgetTitle(layout: DashboardLayout, id: WidgetId): string {
  if (isFixed(id)) return WIDGET_TITLES[id];
  const chart = chartOf(layout, id);
  return chart ? chart.name : id;
}
