// axe-core over every route of the app (issue 13), in the light and the dark theme: no critical and no
// serious violation anywhere, so a regression fails `npm test`. One browser, one sign-in; each route is
// visited once, waited for until its content is there, then checked in both themes. Record and node
// screens use the demo data: ids are read from the lists' links, a share link is made from the settings tree.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { axeFindings, describeFindings, summarizeFindings, switchTheme, THEMES, type AxeFinding } from './support/axe-check';
import { trackRecordSession, type RecordSession } from './support/record-session';
import { createShareLinkFor } from './support/share-link-steps';

const HOST = 'LAB-CTRL-1';
const WAIT = { timeout: 30_000 };

type Visit = { path: string; ready: (page: Page) => Locator };

let browser: BrowserSession;
let records: RecordSession;
const findings: AxeFinding[] = [];

beforeAll(async () => {
  browser = await openBrowser(undefined, { bypassCSP: true });
  records = trackRecordSession(browser.page);
});

afterAll(async () => {
  await browser?.close();
  // The figures of the closing note, printed whether the checks pass or not.
  console.log(`axe-core findings (critical and serious):\n${summarizeFindings(findings)}`);
});

const recordActions = (page: Page) => page.getByRole('toolbar', { name: 'Record actions' });
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

/** Visits each route in turn and checks it in both themes; returns this batch's findings. */
async function check(visits: readonly Visit[]): Promise<AxeFinding[]> {
  const { page } = browser;
  const batch: AxeFinding[] = [];
  for (const visit of visits) {
    await page.goto(visit.path);
    try {
      await visit.ready(page).first().waitFor(WAIT);
    } catch (error) {
      throw new Error(`${visit.path} did not show its content`, { cause: error });
    }
    // index.html's splash fades out over the page after mounting: checked mid-fade, its text has no contrast.
    await page.locator('#splash').waitFor({ state: 'detached', ...WAIT });
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      batch.push(...(await axeFindings(page, visit.path, theme)));
    }
    // The next route starts in the light theme, so "ready" is never judged mid-switch.
    await switchTheme(page, 'light');
  }
  findings.push(...batch);
  return batch;
}

/** The path a list's link to a demo record opens, e.g. /customer/3. */
async function linkPath(page: Page, name: string): Promise<string> {
  const link = page.getByRole('link', { name, exact: true }).first();
  await link.waitFor(WAIT);
  return new URL((await link.getAttribute('href')) ?? '', browser.baseUrl).pathname;
}

describe('axe-core on every route, light and dark', () => {
  it('finds no critical or serious violation on the signed-out pages', async () => {
    const batch = await check([
      { path: '/account/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }) },
      { path: '/account/forgot', ready: heading('Forgot password') },
      { path: '/account/register', ready: heading('Register') },
      { path: '/account/resetpwd/not-a-real-code', ready: heading('Reset password') },
      { path: '/account/confirm', ready: heading('Confirm account') },
      { path: '/startup-error?text=The%20database%20is%20not%20reachable', ready: heading('Server startup error') },
    ]);
    expect(batch, describeFindings(batch)).toEqual([]);
  }, 600_000);

  it('finds no critical or serious violation on the signed-in screens', async () => {
    const { page } = browser;
    await signedIn(page, 'admin');
    const batch = await check([
      { path: '/dashboard', ready: (p) => p.getByRole('region', { name: 'My active alarms' }) },
      { path: '/customer/index', ready: (p) => p.getByRole('link', { name: 'Acme Biologics' }) },
      { path: '/feature/index', ready: (p) => p.getByRole('link', { name: 'IVT monitoring' }) },
      { path: '/license/index', ready: (p) => p.getByRole('link', { name: 'Acme production licence' }) },
      { path: '/package/index', ready: (p) => p.getByRole('link', { name: 'Demo app package' }) },
      { path: '/project/index', ready: (p) => p.getByRole('link', { name: 'Vaccine scale-up' }) },
      { path: '/experiment/index', ready: (p) => p.getByRole('link', { name: 'Run 1: 5 L bioreactor' }) },
    ]);

    // Record screens of the demo records the lists link to.
    const details: Visit[] = [];
    const detail = async (list: string, name: string) => {
      await page.goto(list);
      const path = await linkPath(page, name);
      details.push({ path, ready: recordActions });
      return path;
    };
    const customer = await detail('/customer/index', 'Acme Biologics');
    await detail('/feature/index', 'IVT monitoring');
    await detail('/license/index', 'Acme production licence');
    await detail('/package/index', 'Demo app package');
    await detail('/project/index', 'Vaccine scale-up');
    await detail('/experiment/index', 'Run 1: 5 L bioreactor');
    const { guid } = await records.read('customer', Number(customer.split('/').pop()));
    details.push({ path: `/customer/${guid}`, ready: recordActions });
    batch.push(...(await check(details)));

    batch.push(
      ...(await check([
        { path: '/customer/new', ready: recordActions },
        { path: '/feature/new', ready: recordActions },
        { path: '/license/new', ready: heading('New license') },
        { path: `/license/new?customerId=${customer.split('/').pop()}`, ready: recordActions },
        { path: '/project/new', ready: recordActions },
        { path: '/experiment/new', ready: recordActions },
        { path: '/system/license', ready: heading('License') },
        { path: '/system/eventlog', ready: (p) => p.getByRole('grid', { name: 'Audit events' }) },
        { path: '/system/users', ready: (p) => p.getByRole('table', { name: 'Users' }).getByText('Olivia Operator') },
        { path: '/settings', ready: (p) => p.getByRole('tree', { name: 'Settings tree' }).getByRole('treeitem', { name: 'Locale' }) },
        { path: '/settings/0.Settings.System.Info', ready: (p) => p.getByRole('tree', { name: 'Settings tree' }).getByRole('treeitem').nth(1) },
        { path: '/debug', ready: (p) => p.getByRole('tree').getByRole('treeitem').first() },
        { path: '/debugi', ready: (p) => p.getByRole('tree').getByRole('treeitem').first() },
        { path: `/controller/${HOST}`, ready: (p) => p.getByRole('tree', { name: `Controller ${HOST}` }).getByRole('treeitem', { name: 'Pump' }) },
        { path: `/controller/${HOST}/instrument/Pump`, ready: (p) => p.getByRole('img', { name: 'Chart of Pressure (bar)' }) },
        { path: `/controller/${HOST}/instrument/Autosampler`, ready: (p) => p.getByRole('tree', { name: 'Instrument Autosampler' }).getByRole('treeitem', { name: 'Vials' }) },
        { path: `/controller/${HOST}/events`, ready: (p) => p.getByText('pH meter is not calibrated') },
        { path: '/help', ready: heading('Help') },
        { path: '/help/UserGuide', ready: (p) => p.getByRole('article').first() },
        { path: '/books/protocols', ready: (p) => p.getByRole('link', { name: 'MWD Flow Cell Cleaning' }) },
        { path: '/books/platforms', ready: heading('Platforms') },
        { path: '/books/platforms/AAV-ProductQC', ready: (p) => p.getByRole('article').first() },
        { path: '/books/help', ready: heading('Help') },
        { path: '/account/profile', ready: heading('Profile') },
        { path: '/outbox', ready: heading('Outbox') },
        { path: '/playground', ready: (p) => p.getByRole('heading', { level: 1 }) },
        { path: '/no-such-screen', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ])),
    );

    // The public view of a share link, made from the settings tree as a user does.
    const url = new URL(await createShareLinkFor(page, 'Locale', '2'));
    batch.push(...(await check([{ path: `${url.pathname}${url.hash}`, ready: (p) => p.getByRole('tree', { name: 'Shared Locale' }).getByRole('treeitem') }])));

    expect(batch, describeFindings(batch)).toEqual([]);
  }, 900_000);
});
