// The dashboard in Debian's Chromium (issue 12): the widgets after sign-in, a live chart of the demo
// pump's pressure that draws the simulator's samples and keeps drawing from the mirror offline (after a
// reload too) with the offline notice, the Instruments entry that opens the demo controller, the
// instrument screen's own chart and the controller events page with the pH meter's alarm. On a server
// of its own: other files calibrate the shared server's pH meter, which clears its alarm.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { ownServer, type OwnServer } from './support/own-server';

const dataDir = mkdtempSync(join(tmpdir(), 'console-dashboard-e2e-'));
const HOST = 'LAB-CTRL-1';
const PRESSURE = `${HOST} › Pump › Pressure (bar)`;
let server: OwnServer | undefined;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  server = await ownServer(dataDir);
  await server.start();
  browser = await openBrowser(server.origin);
  await signedIn(browser.page, 'admin');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function points(chart: Locator): Promise<number> {
  return Number((await chart.getAttribute('data-points')) ?? '0');
}

/** Waits (generously: the machine is busy) until the chart draws more than `than` points. */
async function waitForPoints(page: Page, name: string, than: number): Promise<number> {
  await page.waitForFunction(
    ([label, min]) => Number(document.querySelector(`[role="img"][aria-label="${label}"]`)?.getAttribute('data-points') ?? '0') > min,
    [name, than] as const,
    { timeout: 30_000 },
  );
  return points(page.getByRole('img', { name }));
}

describe('dashboard in the browser', () => {
  it('shows the widgets, with the pH meter alarm and its message linked to the instrument', async () => {
    const { page } = browser as BrowserSession;
    await page.goto('/dashboard');
    for (const title of ['My active alarms', 'My recently changed records', 'My licences expiring within 30 days', 'My pending offline changes', 'Records per project']) {
      await page.getByRole('region', { name: title }).waitFor({ timeout: 30_000 });
    }
    const alarms = page.getByRole('region', { name: 'My active alarms' });
    await alarms.getByText('pH meter is not calibrated').waitFor({ timeout: 30_000 });
    expect(await alarms.getByRole('link', { name: 'pH meter' }).getAttribute('href')).toBe(`/controller/${HOST}/instrument/PhMeter`);
  });

  it('draws a live chart of the pump pressure from the simulator and keeps drawing from the mirror offline', async () => {
    const { page, context } = browser as BrowserSession;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add a chart…' }).click();
    const select = page.getByLabel('Instrument value');
    await select.locator('option', { hasText: PRESSURE }).waitFor({ state: 'attached', timeout: 30_000 });
    await select.selectOption({ label: PRESSURE });
    await page.getByRole('button', { name: 'Add a chart', exact: true }).click();
    const widget = page.getByRole('region', { name: PRESSURE });
    await widget.waitFor({ timeout: 15_000 });
    const chartName = `Chart of ${PRESSURE}`;
    // Seeded from hread, then one more sample every second.
    const seeded = await waitForPoints(page, chartName, 0);
    const grown = await waitForPoints(page, chartName, seeded);
    expect(grown).toBeGreaterThan(seeded);
    expect(await widget.locator('canvas').count()).toBeGreaterThan(0);
    // The value axis is labelled through the locale's number formatting (default: '.' decimals).
    expect(await page.getByRole('img', { name: chartName }).getAttribute('data-y-ticks')).toMatch(/^\d+(\.\d+)?( \d+(\.\d+)?)*$/);

    // The service worker serves the shell offline once it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await widget.getByText(/^Offline — showing data from /).waitFor({ timeout: 30_000 });
    expect(await points(page.getByRole('img', { name: chartName }))).toBeGreaterThanOrEqual(grown);

    await page.reload();
    const again = page.getByRole('region', { name: PRESSURE });
    await again.getByText(/^Offline — showing data from /).waitFor({ timeout: 30_000 });
    expect(await waitForPoints(page, chartName, 0)).toBeGreaterThanOrEqual(grown);
    await context.setOffline(false);
    // Back online the one-second reads go on where the mirror stopped.
    await waitForPoints(page, chartName, grown);
    await again.getByText(/^Offline — showing data from /).waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('opens the demo controller from the Instruments entry, and its instrument screen charts its values', async () => {
    const { page } = browser as BrowserSession;
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('region', { name: 'Instruments' }).getByRole('link', { name: HOST }).click();
    await page.waitForURL(`**/controller/${HOST}`);
    await page.getByRole('tree', { name: `Controller ${HOST}` }).waitFor({ timeout: 30_000 });

    await page.goto(`/controller/${HOST}/instrument/Pump`);
    await waitForPoints(page, 'Chart of Pressure (bar)', 0);
  });

  it("lists the controller's alarms with their messages on its events page, linked to the instrument, and its events with Confirm", async () => {
    const { page } = browser as BrowserSession;
    await page.goto(`/controller/${HOST}/events`);
    const alarms = page.getByRole('region', { name: 'Active alarms' });
    await alarms.getByText('pH meter is not calibrated').waitFor({ timeout: 30_000 });

    // The controller's history from the System event log: the alarm raised, confirmed from here.
    const events = page.getByRole('grid', { name: `Events of ${HOST}` });
    const raised = events.getByRole('row').filter({ hasText: 'Alarm: pH meter:' }).first();
    await raised.waitFor({ timeout: 30_000 });
    await raised.getByRole('button', { name: /^Confirm entry \d+$/ }).click();
    await raised.getByRole('button', { name: /^Confirm entry/ }).waitFor({ state: 'detached', timeout: 30_000 });

    await alarms.getByRole('link', { name: 'pH meter' }).click();
    await page.waitForURL(`**/controller/${HOST}/instrument/PhMeter`);
  });
});
