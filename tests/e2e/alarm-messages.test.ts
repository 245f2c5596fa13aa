// An alarm's message where the operator meets it, in Debian's Chromium as the engineer: the demo pH
// meter raises 'pH meter is not calibrated' until someone calibrates it, and its tree row's bell opens the
// 'Messages' list with the text, the severity, the entity and since when, as the server raised it; the
// node's panel lists it too. On a server of its own, since other files calibrate the shared one's meter.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { formatDate } from '../../src/domain/values/format-date';
import { alarmsOnServer, openController } from './support/choice-steps';
import { openFaultSession, type FaultSession } from './support/fault-session';

const dataDir = mkdtempSync(join(tmpdir(), 'console-alarms-e2e-'));
let fault: FaultSession | undefined;

beforeAll(async () => {
  fault = await openFaultSession(dataDir, {}, 'engineer');
});

afterAll(async () => {
  await fault?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('alarm messages in the browser', () => {
  it("reads an alarm's message and since when from the bell of its tree row, as the server raised it", async () => {
    const { page, nodes } = fault as FaultSession;
    const tree = await openController(page);
    const info = await alarmsOnServer(nodes, '0.PhMeter');
    const alarm = info?.alarms[0];
    if (!alarm) throw new Error('The demo pH meter has no alarm (it raises one until calibrated).');

    const bell = tree.getByRole('treeitem', { name: 'pH meter' }).getByRole('button', { name: 'Messages of pH meter' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Messages: pH meter' });
    const row = dialog.getByRole('row').filter({ hasText: alarm.msg });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByRole('img', { name: 'Warning' }).count()).toBe(1);
    expect(await row.innerText()).toContain(formatDate(alarm.t, 'dateTime', DEFAULT_LOCALE_SETTINGS));
    expect(await row.innerText()).toContain(alarm.entityName ?? 'pH meter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The node's own panel lists it too.
    await tree.getByRole('treeitem', { name: 'pH meter' }).click();
    await page.getByRole('table', { name: 'Messages' }).getByText(alarm.msg).waitFor({ timeout: 15_000 });
  });
});
