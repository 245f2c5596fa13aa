// Share links end to end: the admin creates a link from the settings tree's Actions menu, and a
// second browser profile that never signed in opens it, sees the shared node's tree and a property
// value, and gets the server's refusal for a wrong pass and a clear message without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_SHARE_LINK_INVALID, MSG_SHARE_PASS_MISSING } from '../../src/domain/nodes/share-links';
import { openBrowser, signIn, type BrowserSession } from './support/browser';
import { createShareLinkFor } from './support/share-link-steps';

// Server round trips after outbox writes: generous for a loaded machine.
const POLL = { timeout: 30_000, interval: 100 };

let admin: BrowserSession;
let visitor: BrowserSession;

beforeAll(async () => {
  admin = await openBrowser();
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin');
  await admin.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  visitor = await openBrowser();
});

afterAll(async () => {
  await admin?.close();
  await visitor?.close();
});

describe('share links in the browser', () => {
  let url = '';

  it('creates a link from the Actions menu, with the pass after #', async () => {
    url = await createShareLinkFor(admin.page, 'Locale', '2');
    expect(url).toMatch(new RegExp(`^${admin.baseUrl}/share/[A-Za-z0-9_-]{22,}#[A-Za-z0-9_-]{22,}$`));
  });

  it("shows the shared node's tree and properties to a browser that never signed in", async () => {
    const page = visitor.page;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(url);
    const tree = page.getByRole('tree', { name: 'Shared Locale' });
    await tree.getByRole('treeitem', { name: 'Locale' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Date format' }).inputValue(), POLL).toBe('yyyy-mm-dd');
    expect(new URL(page.url()).pathname).toMatch(/^\/share\//);
    // Read-only: no Actions menu, and no login was asked for.
    expect(await tree.getByRole('button', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    // The page address the browser sent never held the pass.
    const pass = url.slice(url.indexOf('#') + 1);
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.some((d) => d.includes(pass))).toBe(false);
  });

  it("answers a wrong pass with the server's message, and a link without its pass with a clear one", async () => {
    const page = visitor.page;
    const withoutPass = url.slice(0, url.indexOf('#'));
    await page.goto('about:blank');
    await page.goto(`${withoutPass}#wrong-pass`);
    await page.getByText(MSG_SHARE_LINK_INVALID).waitFor();
    await page.goto('about:blank');
    await page.goto(withoutPass);
    await page.getByText(MSG_SHARE_PASS_MISSING).waitFor();
  });
});
