// The controller events page (issue 12): the controller's alarms, read live, with their messages and a
// link to the instrument that raised each; offline it keeps the last ones and says how old they are.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import type { BatchRequestItem } from '../../../src/domain/nodes/node-protocol';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { mirrorNode } from '../nodes/tree-fixtures';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { EVENTS_NEED_ADMIN_TEXT } from '../../../src/features/controller/ControllerEventsPage';
import { Right } from '../../../src/domain/rights';
import { eventLogColumns } from '../../../src/domain/eventlog/eventlog-columns';

const HOST_GID = '0.Controllers.LAB-CTRL-1';
const ALARM = { severity: 2, msg: 'Lamp hours above limit (2001 h > 2000 h): replace the lamp', t: '2026-11-26T09:00:00.000Z', entityName: 'MWD detector', entityId: '0.MWD' };

const EVENT_ROW = { id: 41, source: 'System', time: '2026-11-26T09:00:00.000Z', severity: 2, category: 'alarm-raised', userId: null, username: null, ip: null, host: 'LAB-CTRL-1', entity: 'node', entityId: '0.PhMeter', property: null, oldValue: null, newValue: null, reason: null, message: 'Alarm: pH meter: not calibrated', clientTime: null, confirmedAt: null, confirmedBy: null };

const CONTROLLERS = {
  gId: '0.Controllers',
  id: 'Controllers',
  name: 'Controllers',
  type: 'Folder',
  parent: '0',
  order: 0,
  ac: 17,
  childs: [{ gId: HOST_GID, id: 'LAB-CTRL-1', name: 'Lab controller', type: 'ControllerHost', parent: '0.Controllers', order: 0, ac: 17 }],
};

/** A controller server: reads answer the alarms given (or no network), everything else is not found. */
function controllerServer(state: { alarms: (typeof ALARM)[]; online: boolean }) {
  setFetchImplementation(async (_input, init) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    const items = JSON.parse(String(init?.body ?? '[]')) as BatchRequestItem[];
    return jsonResponse(200, {
      responses: items.map((item) =>
        item.action === 3 && item.gId === HOST_GID
          ? { result: 0, gId: HOST_GID, values: [{ id: 'AlarmingInfo', value: { packed: state.alarms.length, alarms: state.alarms } }, { id: 'FmtValue', value: '' }] }
          : item.action === 5 && item.gId === '0.Controllers'
            ? { result: 0, node: CONTROLLERS }
            : { result: 4, resultText: 'Not found' },
      ),
      descriptors: [],
    });
  });
}

beforeEach(async () => {
  // jsdom is not a visible page; the one-second reads run only in one.
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  resetUi();
  signOut();
  await db.nodes.clear();
  await db.nodes.put(mirrorNode(HOST_GID, 'Lab controller', { id: 'LAB-CTRL-1', host: '', key: `|${HOST_GID}`, parentKey: '|0.Controllers', type: 'ControllerHost', fetchedAt: Date.parse('2026-11-26T08:00:00Z') }));
});

afterEach(() => {
  resetApiClient();
});

describe('controller events page', () => {
  it("lists the controller's alarms live with their messages, each linked to its instrument, and keeps them offline", async () => {
    const state = { alarms: [] as (typeof ALARM)[], online: true };
    controllerServer(state);
    signIn({ rights: [] });
    const router = await renderApp('/controller/LAB-CTRL-1/events');
    const alarms = await screen.findByRole('region', { name: 'Active alarms' });
    await waitFor(() => expect(alarms.textContent).toContain('No active alarms.'));
    state.alarms = [ALARM];
    await waitFor(() => expect(alarms.textContent).toContain(ALARM.msg), { timeout: 15_000 });
    const table = within(alarms).getByRole('table', { name: 'Active alarms of LAB-CTRL-1' });
    expect(within(table).getByRole('img', { name: 'Error' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'MWD detector' });
    expect(link.getAttribute('href')).toBe('/controller/LAB-CTRL-1/instrument/MWD');

    state.online = false;
    await waitFor(() => expect(alarms.textContent).toContain('Offline — showing data from'), { timeout: 15_000 });
    expect(alarms.textContent).toContain(ALARM.msg);

    state.online = true;
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/controller/LAB-CTRL-1/instrument/MWD'));
  });

  it('tells a user without the admin right where the event history is kept, and reads no event log', async () => {
    const calls: string[] = [];
    controllerServer({ alarms: [], online: true });
    const batch = setFetchRecorder(calls);
    signIn({ rights: [] });
    await renderApp('/controller/LAB-CTRL-1/events');
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(await within(events).findByText(EVENTS_NEED_ADMIN_TEXT)).toBeTruthy();
    expect(calls.filter((u) => u.startsWith('/api/eventlog'))).toEqual([]);
    batch.restore();
  });

  it("lists an administrator the controller's System events, scoped to the controller, with Confirm", async () => {
    const urls: string[] = [];
    const row = EVENT_ROW;
    setFetchImplementation(async (input, init) => {
      const url = String(input);
      urls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/eventlog/System/schema')) return jsonResponse(200, { columns: eventLogColumns('System') });
      if (url.startsWith('/api/eventlog/System/confirm/41')) return jsonResponse(200, { confirmed: 1 });
      if (url.startsWith('/api/eventlog/System')) return jsonResponse(200, { rows: [row], total: 1, offset: 0, limit: 100 });
      return jsonResponse(200, { responses: [], descriptors: [] });
    });
    signIn({ rights: [Right.admin] });
    await renderApp('/controller/LAB-CTRL-1/events');
    const grid = await screen.findByRole('grid', { name: 'Events of LAB-CTRL-1' }, { timeout: 15_000 });
    expect(grid.textContent).toContain('Alarm: pH meter: not calibrated');
    expect(urls.some((u) => u.startsWith('GET /api/eventlog/System?') && u.includes('controller=LAB-CTRL-1'))).toBe(true);
    fireEvent.click(within(grid).getByRole('button', { name: 'Confirm entry 41' }));
    await waitFor(() => expect(urls.some((u) => u.startsWith('POST /api/eventlog/System/confirm/41'))).toBe(true));
  });

  it("reads the controller's events again while the page is visible, and the columns only once", async () => {
    const urls: string[] = [];
    let message = 'Alarm: pH meter: not calibrated';
    setFetchImplementation(async (input, init) => {
      const url = String(input);
      urls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/eventlog/System/schema')) return jsonResponse(200, { columns: eventLogColumns('System') });
      if (url.startsWith('/api/eventlog/System')) return jsonResponse(200, { rows: [{ ...EVENT_ROW, message }], total: 1, offset: 0, limit: 100 });
      return jsonResponse(200, { responses: [], descriptors: [] });
    });
    signIn({ rights: [Right.admin] });
    await renderApp('/controller/LAB-CTRL-1/events');
    const grid = await screen.findByRole('grid', { name: 'Events of LAB-CTRL-1' }, { timeout: 15_000 });
    expect(grid.textContent).toContain(message);
    message = 'Alarm: pH meter: calibrated again';
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Events of LAB-CTRL-1' }).textContent).toContain(message), { timeout: 20_000 });
    const pages = urls.filter((u) => u.startsWith('GET /api/eventlog/System?'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(urls.filter((u) => u.startsWith('GET /api/eventlog/System/schema'))).toHaveLength(1);
  }, 40_000);
});

/** Records every URL the app asks for, answering as the controller server does. */
function setFetchRecorder(calls: string[]) {
  setFetchImplementation(async (input, init) => {
    calls.push(String(input));
    const items = JSON.parse(String(init?.body ?? '[]')) as BatchRequestItem[];
    return jsonResponse(200, { responses: items.map(() => ({ result: 4, resultText: 'Not found' })), descriptors: [] });
  });
  return { restore: () => setFetchImplementation(null) };
}
