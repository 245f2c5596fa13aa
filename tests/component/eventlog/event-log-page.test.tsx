// The Events screen against a scripted server and a real (fake-indexeddb) mirror: the schema's columns,
// filters in the URL, confirm, customize headers and the offline read of a mirrored page.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { setCsvWorkerFactory } from '../../../src/data/csv/csv-export-client';
import { db } from '../../../src/data/db';
import { eventLogColumns } from '../../../src/domain/eventlog/eventlog-columns';
import type { ChainVerdict, EventLogRow, EventSource } from '../../../src/domain/eventlog/eventlog-protocol';
import { parseEventSource } from '../../../src/domain/eventlog/eventlog-protocol';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { Right } from '../../../src/domain/rights';
import { formatDate } from '../../../src/domain/values/format-date';
import { activateLanguage } from '../../../src/i18n/language';
import { ui } from '../../../src/state/ui';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { jsonResponse } from '../../unit/support/scripted-fetch';

type Call = { method: string; url: URL };
let calls: Call[] = [];
let entries: EventLogRow[] = [];
let verdict: ChainVerdict = { ok: true, checked: 0, brokenId: null, reason: null };

function entry(id: number, change: Partial<EventLogRow> = {}): EventLogRow {
  return {
    id,
    time: `2026-11-2${id % 10}T10:00:00.000Z`,
    clientTime: null,
    source: 'Audit',
    category: 'node-update',
    severity: 0,
    userId: 2,
    username: 'engineer',
    ip: '127.0.0.1',
    host: 'LAB-CTRL-1',
    entity: 'node',
    entityId: '0.MALS',
    property: 'LaserPower',
    oldValue: '80',
    newValue: '60',
    reason: null,
    message: 'Changed Laser power',
    confirmedBy: null,
    confirmedAt: null,
    ...change,
  };
}

function serve(): void {
  setFetchImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url.pathname === '/api/node/batch') return jsonResponse(403, { error: [{ msg: 'no', severity: 2 }] });
    const [, , , name, action, id] = url.pathname.split('/');
    const source = parseEventSource(name ?? '') as EventSource;
    if (name === 'verify') return jsonResponse(200, verdict);
    if (action === 'schema') return jsonResponse(200, { columns: eventLogColumns(source) });
    if (action === 'confirm') {
      const hit = entries.filter((e) => e.confirmedAt === null && (id === undefined || e.id === Number(id)));
      for (const e of hit) Object.assign(e, { confirmedBy: 'admin', confirmedAt: '2026-11-26T08:00:00.000Z' });
      return jsonResponse(200, { confirmed: hit.length });
    }
    const rows = entries.filter((e) => e.source === source && (!url.searchParams.get('user') || e.username === url.searchParams.get('user')));
    return jsonResponse(200, { rows, total: rows.length, offset: 0, limit: 100 });
  });
}

beforeEach(() => {
  resetUi();
  signOut();
  calls = [];
  entries = [
    entry(1, { reason: 'Sample is light-sensitive', clientTime: '2026-11-21T09:00:00.000Z' }),
    entry(2, { username: 'operator', message: 'Login', category: 'login', property: null, oldValue: null, newValue: null }),
    entry(3, { source: 'System', category: 'server-start', message: 'Server started', username: null }),
  ];
  serve();
});
afterEach(async () => {
  resetApiClient();
  await db.eventlogPages.clear();
  await db.meta.clear();
});

const grid = (name: string) => screen.findByRole('grid', { name });

describe('the Events screen', () => {
  it('is in Slovenian: tabs, columns, filters, actions and paging, while the stored entries stay as they are', async () => {
    await activateLanguage('sl', true);
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    const table = await grid('Dogodki: Revizija');
    // The data as stored, under Slovenian column names.
    expect(await within(table).findByRole('button', { name: 'Potrdi vnos 1' })).toBeTruthy();
    expect(within(table).getByText('Sample is light-sensitive')).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Čas strežnika', 'Čas odjemalca', 'Resnost', 'Razlog', 'Potrjeno']));
    expect(screen.getByRole('tab', { name: 'Sistem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Potrdi vse' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Resnost' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Opozorilo in višje' })).toBeTruthy();
    expect(screen.getByText('2 vnosa · Stran 1 od 1')).toBeTruthy();
    verdict = { ok: true, checked: 3, brokenId: null, reason: null };
    fireEvent.click(screen.getByRole('button', { name: 'Preveri verigo' }));
    expect(await screen.findByText('Revizijska veriga je nepoškodovana: preverjeni 3 vnosi.')).toBeTruthy();
  });

  it("shows the Audit source's columns with the reason typed for a change and the client time beside the server time", async () => {
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    const table = await grid('Audit events');
    expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Client time' })).toBeTruthy();
    expect(await within(table).findByText('Sample is light-sensitive')).toBeTruthy();
    const clientCell = within(table).getByRole('gridcell', { name: formatDate('2026-11-21T09:00:00.000Z', 'dateTime', DEFAULT_LOCALE_SETTINGS) });
    expect(clientCell).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'System' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Trace' })).toBeNull();
  });

  it('offers Trace in debug mode and asks the server with debug=1', async () => {
    ui.debug = true;
    signIn({ rights: [Right.admin, Right.debugAdmin] });
    const router = await renderApp('/system/eventlog?source=Trace');
    await grid('Trace events');
    expect(router.state.location.search).toEqual({ source: 'Trace' });
    expect(calls.some((c) => c.url.pathname === '/api/eventlog/Trace' && c.url.searchParams.get('debug') === '1')).toBe(true);
  });

  it('keeps the filters in the URL and asks the server for them, with the period as UTC ends', async () => {
    signIn({ rights: [Right.admin] });
    const router = await renderApp('/system/eventlog?user=operator&source=Audit');
    const table = await grid('Audit events');
    expect(await within(table).findByText('Login')).toBeTruthy();
    expect(within(table).queryByText('Changed Laser power')).toBeNull();
    const asked = calls.find((c) => c.url.pathname === '/api/eventlog/Audit')?.url.searchParams;
    expect(asked?.get('user')).toBe('operator');
    expect(asked?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Severity' }), { target: { value: '1' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ user: 'operator', source: 'Audit', severity: 1 }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('severity') === '1')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Entity' }), { target: { value: 'session' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ entity: 'session' }));
  });

  it('filters with a period preset: Past year by default, Last 7 days from the menu, both in the URL and asked as UTC ends', async () => {
    signIn({ rights: [Right.admin] });
    const router = await renderApp('/system/eventlog');
    await grid('Audit events');
    const fromAsked = () => calls.filter((c) => c.url.pathname === '/api/eventlog/Audit').map((c) => c.url.searchParams.get('from'));
    const localMidnight = (daysAgo: number) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo).toISOString();
    };
    expect(fromAsked()).toContain(localMidnight(364));
    fireEvent.click(screen.getByRole('button', { name: 'Period: Past year' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ preset: 'last7Days' }));
    await waitFor(() => expect(fromAsked()).toContain(localMidnight(6)));
    expect(screen.getByRole('button', { name: 'Period: Last 7 days' })).toBeTruthy();
  });

  it('confirms one entry and then all, and shows them confirmed from the refetched page', async () => {
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    const table = await grid('Audit events');
    fireEvent.click(await within(table).findByRole('button', { name: 'Confirm entry 1' }));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Confirm entry 1' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/eventlog/Audit/confirm/1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Confirm entry/ })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/eventlog/Audit/confirm')).toBe(true);
  });

  it("shows the administrator the result of 'Verify chain': intact, or the first broken entry", async () => {
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    await grid('Audit events');
    verdict = { ok: true, checked: 1234, brokenId: null, reason: null };
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText('Audit chain intact: 1,234 entries verified.')).toBeTruthy();
    verdict = { ok: false, checked: 41, brokenId: 42, reason: 'hash' };
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText('Audit chain broken at entry 42: its content was changed (41 entries verified before it).')).toBeTruthy();
  });

  it('copies the shown page with the shown columns through the CSV writer', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    setCsvWorkerFactory(null);
    signIn({ rights: [Right.admin, Right.exportData] });
    await renderApp('/system/eventlog');
    await within(await grid('Audit events')).findByText('Sample is light-sensitive');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(copied).toHaveLength(1));
    const [header, first] = (copied[0] ?? '').split('\r\n');
    expect(header?.split('\t')).toEqual(eventLogColumns('Audit').filter((c) => c.visible).map((c) => c.text));
    expect(first).toContain('\tSample is light-sensitive\t');
  });

  it('shows a page read once when the network is gone, with its age', async () => {
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    await within(await grid('Audit events')).findByText('Sample is light-sensitive');
    setFetchImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    cleanup();
    await renderApp('/system/eventlog');
    expect(await screen.findByText(/^Offline — showing data from /)).toBeTruthy();
    const table = await grid('Audit events');
    expect(within(table).getByText('Sample is light-sensitive')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Confirm entry/ })).toBeNull();
  });

  it('hides a column with Customize headers and keeps that choice', async () => {
    signIn({ rights: [Right.admin] });
    await renderApp('/system/eventlog');
    const table = await grid('Audit events');
    await within(table).findByRole('columnheader', { name: 'Reason' });
    // Read from the DOM: while the modal is open the page behind it is aria-hidden.
    const headers = () => [...table.querySelectorAll('[role=columnheader]')].map((h) => h.textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Customize headers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize headers' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Reason' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(headers()).not.toContain('Reason'));
    expect(headers()).toContain('Client time');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
