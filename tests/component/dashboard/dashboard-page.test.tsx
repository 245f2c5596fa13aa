// The dashboard's widgets (issue 12): the arrangement is the user's own and kept, widgets without the
// right are not offered, and widgets say when they show mirrored data offline.
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { ANONYMOUS_DATABASE_NAME, databaseNameFor, db, switchDatabase } from '../../../src/data/db';
import { putRecords } from '../../../src/data/records/record-rows';
import { Right } from '../../../src/domain/rights';
import { startUserDatabases } from '../../../src/features/account/user-database';
import { customerAnswer } from '../../support/record-answer';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from '../records/fake-server';
import { mirrorNode } from '../nodes/tree-fixtures';
import { offlineText } from '../../../src/ui/OfflineNotice';
import { activateLanguage } from '../../../src/i18n/language';

const ADA = '1';
const OLIVIA = '2';
const ALL_RIGHTS = [Right.accessCustomers, Right.accessLicenses];
let stop: (() => void) | null = null;

beforeEach(() => {
  resetUi();
  signOut();
});

afterEach(async () => {
  cleanup();
  stop?.();
  stop = null;
  resetApiClient();
  signOut();
  switchDatabase(ANONYMOUS_DATABASE_NAME);
  await Promise.all([ADA, OLIVIA].map((id) => Dexie.delete(databaseNameFor(id))));
});

async function widgetTitles(): Promise<string[]> {
  await screen.findByRole('region', { name: 'My active alarms' }, { timeout: 15_000 }).catch(() => undefined);
  return screen
    .getAllByRole('region')
    .filter((r) => r.querySelector('[aria-label^="Move up"]') !== null)
    .map((r) => r.getAttribute('aria-labelledby'))
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .filter((t) => t !== '');
}

describe('dashboard', () => {
  it("keeps each user's own arrangement: moved and hidden widgets stay so for that user only", async () => {
    fakeServer([]);
    stop = startUserDatabases();
    signIn({ userId: ADA, rights: ALL_RIGHTS });
    await renderApp('/dashboard');
    expect(await widgetTitles()).toEqual(['My active alarms', 'My recently changed records', 'My licences expiring within 30 days', 'My pending offline changes', 'Records per project']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down My active alarms' }));
    await waitFor(async () => expect((await widgetTitles()).slice(0, 2)).toEqual(['My recently changed records', 'My active alarms']));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Records per project' }));
    expect(await screen.findByRole('button', { name: 'Show Records per project' })).toBeTruthy();
    expect(await widgetTitles()).not.toContain('Records per project');
    expect(screen.getByRole('button', { name: 'Move up My recently changed records' })).toHaveProperty('disabled', true);
    cleanup();

    signOut();
    signIn({ userId: OLIVIA, rights: ALL_RIGHTS });
    await renderApp('/dashboard');
    expect((await widgetTitles()).slice(0, 2)).toEqual(['My active alarms', 'My recently changed records']);
    cleanup();

    signOut();
    signIn({ userId: ADA, rights: ALL_RIGHTS });
    await renderApp('/dashboard');
    await waitFor(async () => expect(await widgetTitles()).toEqual(['My recently changed records', 'My active alarms', 'My licences expiring within 30 days', 'My pending offline changes']));
    fireEvent.click(screen.getByRole('button', { name: 'Show Records per project' }));
    await waitFor(async () => expect((await widgetTitles()).at(-1)).toBe('Records per project'));
  });

  it('does not offer the licence widget to a user without access.licenses', async () => {
    fakeServer([]);
    stop = startUserDatabases();
    signIn({ userId: OLIVIA, rights: [Right.accessCustomers] });
    await renderApp('/dashboard');
    expect(await widgetTitles()).toEqual(['My active alarms', 'My recently changed records', 'My pending offline changes', 'Records per project']);
    expect(screen.queryByRole('button', { name: /Show My licences/ })).toBeNull();
  });

  it('shows mirrored records offline and says how old they are', async () => {
    const calls = fakeServer([{ method: 'GET', url: /^\/api\/db\//, answer: () => 'network' }, { method: 'POST', url: /^\/api\/node\/batch/, answer: () => 'network' }]);
    stop = startUserDatabases();
    signIn({ userId: ADA, rights: ALL_RIGHTS });
    const fetchedAt = Date.parse('2026-11-20T08:00:00Z');
    await db.nodes.put(
      mirrorNode('0.Controllers.LAB-CTRL-1', 'Lab controller', {
        id: 'LAB-CTRL-1',
        host: '',
        key: '|0.Controllers.LAB-CTRL-1',
        parentKey: '|0.Controllers',
        type: 'ControllerHost',
        fetchedAt,
        alarms: { packed: 1, alarms: [{ severity: 1, msg: 'pH meter is not calibrated', t: '2026-11-20T07:00:00Z', entityName: 'pH meter', entityId: '0.PhMeter' }] },
      }),
    );
    await putRecords([customerAnswer(5, 'Lab B customer', { recOwnerId: Number(ADA), projectId: 3, projectName: 'Vaccines' })], db, fetchedAt);
    await renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'My recently changed records' });
    await waitFor(() => expect(recent.textContent).toContain('Lab B customer'));
    await waitFor(() => expect(recent.textContent).toContain(offlineText(fetchedAt)));
    const projects = screen.getByRole('region', { name: 'Records per project' });
    await waitFor(() => expect(projects.textContent).toContain('Vaccines'));
    expect(calls.some((c) => c.url.startsWith('/api/db/license'))).toBe(true);
    const alarms = screen.getByRole('region', { name: 'My active alarms' });
    await waitFor(() => expect(alarms.textContent).toContain('Offline —'));
    const link = await screen.findByRole('link', { name: 'pH meter' });
    expect(link.getAttribute('href')).toBe('/controller/LAB-CTRL-1/instrument/PhMeter');
    expect(alarms.textContent).toContain('pH meter is not calibrated');
  });
});

// Issue 13: the dashboard's own text (arrangement, widget buttons, empty states) follows the language.
describe('dashboard in German', () => {
  it('shows the arrangement, the widget buttons and the empty widgets in German', async () => {
    await activateLanguage('de', true);
    fakeServer([]);
    stop = startUserDatabases();
    signIn({ userId: ADA, rights: [Right.accessCustomers, Right.accessLicenses] });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anordnen' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diagramm hinzufügen…' })).toBeTruthy();
    expect(await screen.findByText('Nichts wartet auf den Versand.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Postausgang öffnen' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /nach unten verschieben$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Arrange' })).toBeNull();
  });
});
