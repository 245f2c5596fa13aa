// Issue 13's language switch end to end: the sign-in page speaks the language picked on it at once; the
// user's language is theirs, not the device's (a fresh device shows it after sign-in); the profile
// switches the whole app to Slovenian. The engineer's language is set back to English afterwards, since
// other files sign in as the engineer.
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { E2E_PASSWORD } from './support/e2e-constants';

const opened: BrowserSession[] = [];

async function browser(): Promise<BrowserSession> {
  const session = await openBrowser();
  opened.push(session);
  return session;
}

afterAll(async () => {
  for (const session of opened) await session.close();
  // Back to English for the engineer, whatever the test left (a sign-in with a language stores it).
  const base = opened[0]?.baseUrl;
  if (base) {
    await fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'engineer', password: E2E_PASSWORD, lang: 'en' }),
    });
  }
});

describe('languages', () => {
  it('signs in in German, keeps German for the user on another device, and switches to Slovenian in the profile', async () => {
    const first = await browser();
    await first.page.goto('/login');
    await first.page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await first.page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await first.page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The page's title is a shared text, loaded with the sign-in page's own for a language other than English.
    await first.page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await first.page.getByLabel('Benutzername').fill('engineer');
    await first.page.getByLabel('Passwort').fill(E2E_PASSWORD);
    await first.page.getByRole('button', { name: 'Anmelden' }).click();
    await first.page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 30_000 });
    await first.page.goto('/account/profile');
    await first.page.getByRole('form', { name: 'Passwort ändern' }).waitFor();

    // Another device, never told the language: English until the engineer signs in, German after.
    const second = await browser();
    await second.page.goto('/login');
    await second.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await second.page.getByLabel('Username').fill('engineer');
    await second.page.getByLabel('Password').fill(E2E_PASSWORD);
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => second.page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe('de');
    await second.page.goto('/account/profile');
    const language = second.page.getByRole('form', { name: 'Sprache' });
    await language.getByRole('combobox', { name: 'Sprache' }).selectOption('sl');
    await language.getByRole('button', { name: 'Sprache speichern' }).click();
    // Saved on the server: the whole screen speaks Slovenian at once.
    await second.page.getByRole('form', { name: 'Spremeni geslo' }).waitFor({ timeout: 30_000 });
    await second.page.getByText('Jezik je shranjen.').waitFor();
    expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('sl');
  });
});
