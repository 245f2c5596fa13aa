import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  FIXED_WIDGETS,
  addChart,
  arrangeWidgets,
  chartWidgetId,
  hideWidget,
  moveWidget,
  normalizeLayout,
  removeChart,
  showWidget,
  widgetTitle,
} from '../../../../src/domain/dashboard/dashboard-layout';
import type { ChartWidget, WidgetId } from '../../../../src/domain/dashboard/dashboard-layout';
import { isWidgetOffered, listableKinds } from '../../../../src/domain/dashboard/widget-rights';
import { Right } from '../../../../src/domain/rights';

const pressure: ChartWidget = { host: 'LAB-CTRL-1', gId: '0.Pump', propId: 'Pressure', name: 'Pump › Pressure (bar)' };

describe('dashboard layout', () => {
  it('starts with every fixed widget shown, My widgets first and the project widget last', () => {
    expect(DEFAULT_LAYOUT.order).toEqual(['alarms', 'recentRecords', 'expiringLicences', 'pendingChanges', 'projectRecords']);
    expect(FIXED_WIDGETS.filter((id) => id !== 'projectRecords').map((id) => widgetTitle(DEFAULT_LAYOUT, id)).every((t) => t.startsWith('My '))).toBe(true);
    expect(widgetTitle(DEFAULT_LAYOUT, 'projectRecords')).toBe('Records per project');
  });

  it('moves a widget one place up or down and not past either end', () => {
    const down = moveWidget(DEFAULT_LAYOUT, 'alarms', 1);
    expect(down.order.slice(0, 2)).toEqual(['recentRecords', 'alarms']);
    expect(moveWidget(down, 'alarms', -1).order).toEqual(DEFAULT_LAYOUT.order);
    expect(moveWidget(DEFAULT_LAYOUT, 'alarms', -1)).toBe(DEFAULT_LAYOUT);
    expect(moveWidget(DEFAULT_LAYOUT, 'projectRecords', 1)).toBe(DEFAULT_LAYOUT);
  });

  it('moves past widgets the user is not offered, which keep their places', () => {
    const noLicences = (id: WidgetId) => id !== 'expiringLicences';
    const moved = moveWidget(DEFAULT_LAYOUT, 'recentRecords', 1, noLicences);
    expect(moved.order).toEqual(['alarms', 'pendingChanges', 'expiringLicences', 'recentRecords', 'projectRecords']);
    expect(arrangeWidgets(moved, noLicences).shown).toEqual(['alarms', 'pendingChanges', 'recentRecords', 'projectRecords']);
  });

  it('hides a widget and shows it again at the bottom', () => {
    const hidden = hideWidget(DEFAULT_LAYOUT, 'alarms');
    expect(hidden.order).not.toContain('alarms');
    expect(hidden.hidden).toEqual(['alarms']);
    const shown = showWidget(hidden, 'alarms');
    expect(shown.hidden).toEqual([]);
    expect(shown.order[shown.order.length - 1]).toBe('alarms');
  });

  it('adds a chart once, at the bottom, and removes it for good', () => {
    const id = chartWidgetId(pressure);
    const added = addChart(DEFAULT_LAYOUT, pressure);
    expect(added.order[added.order.length - 1]).toBe(id);
    expect(widgetTitle(added, id)).toBe('Pump › Pressure (bar)');
    expect(addChart(added, pressure)).toBe(added);
    const removed = removeChart(added, id);
    expect(removed.charts).toEqual([]);
    expect(removed.order).toEqual(DEFAULT_LAYOUT.order);
  });

  it('repairs a stored layout: unknown ids and duplicates dropped, missing widgets appended', () => {
    const layout = normalizeLayout({ order: ['projectRecords', 'bogus', 'projectRecords', 'chart:x|0.A|B'], hidden: ['alarms'], charts: [pressure, { host: 1 }] });
    expect(layout.order).toEqual(['projectRecords', 'recentRecords', 'expiringLicences', 'pendingChanges', chartWidgetId(pressure)]);
    expect(layout.hidden).toEqual(['alarms']);
    expect(layout.charts).toEqual([pressure]);
    expect(normalizeLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(normalizeLayout('junk')).toEqual(DEFAULT_LAYOUT);
  });

  it('offers the licence widget only with access.licenses, and lists only kinds the user may list', () => {
    expect(isWidgetOffered('expiringLicences', [])).toBe(false);
    expect(isWidgetOffered('expiringLicences', [Right.accessLicenses])).toBe(true);
    expect(isWidgetOffered('alarms', [])).toBe(true);
    expect(arrangeWidgets(DEFAULT_LAYOUT, (id) => isWidgetOffered(id, [])).shown).not.toContain('expiringLicences');
    expect(listableKinds([])).toEqual(['project', 'experiment']);
    expect(listableKinds([Right.accessCustomers, Right.accessLicenses])).toEqual(['customer', 'contact', 'person', 'license', 'project', 'experiment']);
  });
});
