// Records in the browser: a customer from creation to permanent delete, package export and import, and a
// licence upload (on a server of its own, so the other files still see an unlicensed server).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueLicence, readIssuerPrivateKey } from '../../server/licence/issue-licence';
import { openBrowser, signIn, type BrowserSession } from './support/browser';
import { E2E_PASSWORD } from './support/e2e-constants';
import { trackRecordSession } from './support/record-session';
import { freePort, waitUntilReady } from './support/server-process';
import { outboxStatus } from './support/outbox-steps';
import { writePackageFile } from './support/upload-steps';

const root = join(import.meta.dirname, '..', '..');
let browser: BrowserSession;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'console-records-e2e-'));

beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async () => {
  await browser.close();
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function signedIn(base = ''): Promise<void> {
  await page.goto(`${base}/login`);
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/** Signed in, with one authorized API call made, so trackRecordSession has the page's token. */
async function signedInForApi(): Promise<void> {
  await signedIn();
  await page.goto('/customer/index');
  await page.getByText(/ · Page 1 of/).waitFor();
}

describe('customer records', () => {
  it('creates a customer (phone checked), finds it by search, edits it, deletes and restores it', async () => {
    const name = `E2E Customer ${Date.now()}`;
    await signedIn();
    await page.goto('/customer/index');
    await page.getByRole('button', { name: 'Create new customer' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('call me maybe');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText('Invalid contact phone number!').waitFor();
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+386 1 234 5678');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.waitForURL((url) => /^\/customer\/\d+$/.test(url.pathname));
    await page.getByText('Revision 1', { exact: true }).waitFor();

    await page.goto('/customer/index');
    await page.getByRole('searchbox').fill(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await page.getByRole('link', { name }).click();
    await page.waitForURL((url) => /^\/customer\/\d+$/.test(url.pathname));

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Edited in the browser');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Revision 2', { exact: true }).waitFor();
    // Published: read-only again with Edit offered, and no DRAFT marker.
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await page.getByText('DRAFT', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This record is deleted. Restore it to change it again.').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByText('This record is deleted. Restore it to change it again.').count()).toBe(0);
    // The restore is on the server (the outbox has nothing waiting) before the next delete starts.
    await expect.poll(() => outboxStatus(page), { timeout: 30_000 }).toBe('Online');

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('radio', { name: 'Delete permanently' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Reason is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Created by an end-to-end test');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/index');
  });
});

describe('record references, restore and conflicts', () => {
  it('asks before permanently deleting a customer that has licences, and deletes it on yes', async () => {
    const records = trackRecordSession(page);
    await signedInForApi();
    const customer = await records.create('customer', { name: `E2E Referenced ${Date.now()}` });
    await records.create('license', { name: 'E2E licence', customerId: customer.id });
    await page.goto(`/customer/${customer.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Delete permanently' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('References test');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Do you want to delete this despite the references?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/index');
    await expect(records.read('customer', customer.id)).rejects.toThrow(/404/);
  });

  it('restores a soft-deleted customer found in the list with Show deleted', async () => {
    const records = trackRecordSession(page);
    await signedInForApi();
    const name = `E2E Deleted ${Date.now()}`;
    const customer = await records.create('customer', { name });
    await records.softDelete('customer', customer.id);
    await page.goto(`/customer/index?q=${encodeURIComponent(name)}`);
    await page.getByText('No customers match the search.').waitFor();
    await page.getByRole('switch', { name: 'Show deleted' }).check();
    const list = page.getByRole('list', { name: 'Customers' });
    await list.getByText('Deleted', { exact: true }).waitFor();
    await list.getByRole('link', { name }).click();
    await page.getByText('This record is deleted. Restore it to change it again.').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByText('This record is deleted. Restore it to change it again.').count()).toBe(0);
    // The screen shows the restore as soon as it is queued; the server applies it when the outbox sends it.
    await expect.poll(async () => (await records.read('customer', customer.id)).recDeleted).toBe(false);
  });

  it('shows a stale save as a conflict beside the other session’s values and keeps mine on top of theirs', async () => {
    const records = trackRecordSession(page);
    await signedInForApi();
    const customer = await records.create('customer', { name: `E2E Conflict ${Date.now()}`, description: 'start' });
    const other = await openBrowser();
    try {
      await other.page.goto('/login');
      await signIn(other.page, 'admin');
      await other.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

      await page.goto(`/customer/${customer.id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Description' }).fill('mine');

      await other.page.goto(`/customer/${customer.id}`);
      await other.page.getByRole('button', { name: 'Edit' }).click();
      await other.page.getByRole('textbox', { name: 'Name' }).fill(`${customer.name} (renamed)`);
      await other.page.getByRole('textbox', { name: 'Description' }).fill('theirs');
      await other.page.getByRole('button', { name: 'Save' }).click();
      await other.page.getByText('Revision 2', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Save' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Conflict' });
      await conflict.getByText(/changed by someone else \(revision 2\)/).waitFor();
      const row = conflict.getByRole('row', { name: /Description/ });
      await row.getByRole('cell', { name: 'theirs' }).waitFor();
      await row.getByRole('cell', { name: 'mine' }).waitFor();
      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await page.getByText('Revision 3', { exact: true }).waitFor();

      const saved = await records.read('customer', customer.id);
      expect(saved.description).toBe('mine');
      // The other session's rename was not touched by this user, so it stays.
      expect(saved.name).toBe(`${customer.name} (renamed)`);
    } finally {
      await other.close();
    }
  });
});

describe('projects', () => {
  it('creates a project without a team after the warning, tags it and opens its old revision read-only', async () => {
    const name = `E2E Project ${Date.now()}`;
    await signedIn();
    await page.goto('/customer/index');
    await page.getByRole('button', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Create new project' }).click();
    await page.waitForURL((url) => url.pathname === '/project/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Team' }).selectOption('');
    await page.getByText('No team selected.').waitFor();
    await page.getByRole('button', { name: 'Create project' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await confirm.getByText('Are you sure you want to continue?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => /^\/project\/\d+$/.test(url.pathname));
    await page.getByRole('link', { name: name }).or(page.getByText(name, { exact: true })).first().waitFor();

    // Projects edit in place: the screen opens in edit mode.
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('textbox', { name: 'Tag 1 name' }).fill('priority');
    await page.getByRole('textbox', { name: 'Tag 1 value' }).fill('high');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Revision 2', { exact: true }).waitFor();
    await page.getByText('priority: high').waitFor();

    await page.getByRole('button', { name: 'Revisions' }).click();
    const old = page.getByRole('region', { name: 'Old revisions' });
    await old.getByRole('button', { name: 'Revision 1' }).click();
    await page.waitForURL((url) => url.searchParams.get('rev') === '1');
    await page.getByText('Old revision 1 (read-only)').waitFor();
    expect(await page.getByText('priority: high').count()).toBe(0);
    await page.getByRole('button', { name: 'Show current revision' }).click();
    // The current revision of a project opens in edit mode again, its tag in the tag editor.
    await expect.poll(() => page.getByRole('textbox', { name: 'Tag 1 name' }).inputValue()).toBe('priority');
  });
});

describe('package files', () => {
  it('exports a package as .xpkg and imports it back, asked first since the server already holds it', async () => {
    await signedIn();
    // A package of this test's own (the demo has none, and other files' packages vary with the file order).
    const name = `Export e2e ${Date.now()}`;
    await page.goto('/package/index');
    await page.getByLabel('Import file').setInputFiles(writePackageFile(work, 'own.xpkg', name, 2048));
    await page.getByText('Imported own.xpkg').waitFor({ timeout: 60_000 });
    await page.getByRole('list', { name: 'Packages' }).getByRole('link', { name }).click();
    await page.waitForURL((url) => /^\/package\/\d+$/.test(url.pathname));
    // The record loaded (its name in the form) before Export: until the record screen replaces the list,
    // 'Export' also names the list's CSV menu, and a click there opens that menu instead.
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).first().inputValue(), { timeout: 30_000 }).toBe(name);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xpkg$/);
    const file = join(work, download.suggestedFilename());
    await download.saveAs(file);

    await page.goto('/package/index');
    await page.getByText(/ · Page 1 of/).waitFor();
    const before = await page.getByText(/^\d+ packages? · Page/).innerText();
    await page.getByLabel('Import file').setInputFiles(file);
    // The same package again: the server asks instead of making an identical copy.
    const asked = page.getByRole('alertdialog', { name: 'Already on the server' });
    await asked.getByText(`The package '${name}' is already on the server, identical.`).waitFor({ timeout: 60_000 });
    expect(await page.getByText(/^\d+ packages? · Page/).innerText()).toBe(before);
    await asked.getByRole('button', { name: 'Keep both' }).click();
    await page.getByText(`Imported ${download.suggestedFilename()}`).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(/^\d+ packages? · Page/).innerText()).not.toBe(before);
  });
});

async function startOwnServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-licence-e2e-'));
  const port = await freePort();
  // The licence below is signed by the repository's test issuer, which only LICENCE_TRUST_TEST_KEY=true trusts.
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_PASSWORD, DEMO_PASSWORD: E2E_PASSWORD, LOG_LEVEL: 'warn', LICENCE_TRUST_TEST_KEY: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, 60_000);
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('server licence', () => {
  it('downloads the hardware key, uploads a licence issued for it, and UNLICENSED disappears', async () => {
    const server = await startOwnServer();
    try {
      await signedIn(server.baseUrl);
      await page.goto(`${server.baseUrl}/system/license`);
      await expect.poll(() => page.getByText('UNLICENSED', { exact: true }).count()).toBe(1);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download hardware key' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^server-[A-Z0-9]{5}\.hwkey$/);
      const keyFile = join(work, download.suggestedFilename());
      await download.saveAs(keyFile);
      const hwKey = readFileSync(keyFile, 'utf8').trim();

      const issuer = readIssuerPrivateKey(readFileSync(join(root, 'tests', 'fixtures', 'licence-issuer.key'), 'utf8'));
      const licenceFile = join(work, 'e2e.lic');
      writeFileSync(licenceFile, JSON.stringify(issueLicence(issuer, { hwKey, licensedTo: 'E2E Lab', rights: ['platform_mRNA'] })));
      await page.getByLabel('Upload licence file').setInputFiles(licenceFile);
      await page.getByText('The licence was installed: licensed to E2E Lab.').waitFor();
      await expect.poll(() => page.getByText('UNLICENSED', { exact: true }).count()).toBe(0);
      await page.getByText('mRNA', { exact: true }).waitFor();

      // A fresh visitor's login page tells the truth too: no marker on a licensed server.
      const visitor = await openBrowser(server.baseUrl);
      try {
        const status = visitor.page.waitForResponse((r) => r.url().endsWith('/api/licence/status'), { timeout: 60_000 });
        await visitor.page.goto('/login');
        expect(await (await status).json()).toEqual({ valid: true });
        await visitor.page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expect.poll(() => visitor.page.getByText('UNLICENSED', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
      } finally {
        await visitor.close();
      }
    } finally {
      await server.stop();
    }
  });
});
