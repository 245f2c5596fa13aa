// Account self-service in Debian's Chromium, on a server of its own (the shared demo users keep their
// passwords for the other files): the administrator switches the decimal separator on the profile and sees
// it in the Vials list and in a property field; changes the password, signs out and in with the new one;
// registers an authenticator from the QR code the page draws (decoded with jsQR, as a phone would) and
// signs in with a code generated from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeOf } from '../../server/services/totp';
import { openBrowser, signIn, signedIn, type BrowserSession } from './support/browser';
import { cell, openVialsTable } from './support/child-table-steps';
import { E2E_PASSWORD } from './support/e2e-constants';
import { ownServer, type OwnServer } from './support/own-server';

const HOST = 'LAB-CTRL-1';
const NEW_PASSWORD = 'violet-kettle-42';
const WAIT = { timeout: 30_000 };
const POLL = { timeout: 60_000, interval: 250 };
const dataDir = mkdtempSync(join(tmpdir(), 'console-account-e2e-'));

let server: OwnServer | undefined;
let browser: BrowserSession | undefined;
let page: Page;

beforeAll(async () => {
  server = await ownServer(dataDir);
  await server.start();
  browser = await openBrowser(server.origin);
  page = browser.page;
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function openProfile(): Promise<void> {
  await page.goto('/account/profile');
  await page.getByRole('heading', { name: 'Numbers and dates' }).waitFor(WAIT);
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Administrator' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/account/login', WAIT);
}

/** The pixels of the QR code image as the page shows it, decoded as a phone's camera would. */
async function scanQrCode(): Promise<string> {
  const image = page.getByRole('img', { name: /^QR code for / });
  await image.waitFor(WAIT);
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error('The QR code on the page does not scan.');
  return code.data;
}

describe('account self-service in the browser', () => {
  it('switches the decimal separator and sees it on a list and a field', async () => {
    await openVialsTable(page, HOST);
    await expect.poll(() => cell(page, 'Volume', 1).innerText(), POLL).toBe('1,500.0 µl');

    await openProfile();
    await page.getByRole('combobox', { name: 'Decimal separator' }).selectOption({ label: ',' });
    await page.getByRole('combobox', { name: 'Thousand separator' }).selectOption({ label: '.' });
    await page.getByRole('button', { name: 'Save number and date formats' }).click();
    await page.getByRole('status').filter({ hasText: 'Formats saved.' }).waitFor(WAIT);

    await openVialsTable(page, HOST);
    await expect.poll(() => cell(page, 'Volume', 1).innerText(), POLL).toBe('1.500,0 µl');
    await page.goto(`/controller/${HOST}`);
    await page.getByRole('tree', { name: `Controller ${HOST}` }).getByRole('treeitem', { name: 'Autosampler' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Injection volume' }).inputValue(), POLL).toBe('10,0 µl');
  });

  it('changes the password, signs out and signs in with the new one', async () => {
    await openProfile();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(E2E_PASSWORD);
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor(WAIT);

    await signOut();
    await signIn(page, 'admin', E2E_PASSWORD);
    await page.getByText('Invalid username or password.').waitFor(WAIT);
    await signIn(page, 'admin', NEW_PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor(WAIT);
  });

  it('registers an authenticator from the scanned QR code and signs in with a generated code', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    const uri = new URL(await scanQrCode());
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('totp/License Server:admin');
    expect(uri.searchParams.get('issuer')).toBe('License Server');
    const secret = uri.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const form = page.getByRole('form', { name: 'Register authenticator' });
    const registrationCode = await totpCodeOf(secret);
    await form.getByLabel('Current password').fill(NEW_PASSWORD);
    await form.getByLabel('Code shown by the app').fill(registrationCode);
    await form.getByRole('button', { name: 'Register authenticator' }).click();
    await page.getByRole('status').filter({ hasText: 'Authenticator registered.' }).waitFor(WAIT);

    await signOut();
    await signIn(page, 'admin', NEW_PASSWORD);
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor(WAIT);
    // The registration spent its code's time step: sign in with the app's next code.
    await expect.poll(() => totpCodeOf(secret), { timeout: 45_000, interval: 500 }).not.toBe(registrationCode);
    await codeField.fill(await totpCodeOf(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor(WAIT);
  });
});
