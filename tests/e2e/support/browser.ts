// Debian's Chromium driven by playwright-core, with the flags this closed network needs (STACK.md pitfall 8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium-launch';
import { E2E_PASSWORD } from './e2e-constants';
import { e2eBaseUrl } from './e2e-base-url';

export type BrowserSession = { context: BrowserContext; page: Page; baseUrl: string; close: () => Promise<void> };

/**
 * A fresh persistent profile per session, so service worker and IndexedDB behave as on a real tablet.
 * `baseUrl` replaces the server's origin, e.g. a proxy's in front of it. With service workers blocked,
 * every script request reaches the network, where page.route can fail it. `bypassCSP` lets a test inject
 * a script of its own.
 */
export type BrowserOptions = {
  serviceWorkers?: 'allow' | 'block';
  /** @default 1280 × 800 */
  viewport?: { width: number; height: number };
  /** A tablet: touch events and a coarse primary pointer. @default false */
  touch?: boolean;
  bypassCSP?: boolean;
};

export async function openBrowser(baseUrl = e2eBaseUrl(), options: BrowserOptions = {}): Promise<BrowserSession> {
  const profileDir = mkdtempSync(join(tmpdir(), 'console-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    headless: true,
    args: [...CHROMIUM_ARGS],
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    // The app's CSP (script-src 'self') refuses injected test scripts such as axe-core (STACK.md).
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, username: string, password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the login page and waits for the app's main navigation. */
export async function signedIn(page: Page, username: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/login');
  await signIn(page, username, password);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}
