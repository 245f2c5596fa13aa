// Rights revoked while an edit waits: a user who may edit the Autosampler (an Engineer; operators only
// watch instruments) queues a Sample change offline, and meanwhile an administrator takes the Engineers
// role away on the Users screen. A role change keeps the user's session (the server reads rights on every
// request), so back online the entry is sent as its own user and refused: the server keeps the old value
// and logs no change, the app bar says it failed, and the outbox shows the server's message with Retry and Discard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { userRow } from './support/user-admin-steps';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackChangeFeed, type ChangeFeed } from './support/change-feed';
import { sampleNamesOnServer, trackNodeSession, type NodeSession } from './support/node-session';
import { openAutosampler, outboxStatus, selectVial, setSample } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const VIAL = 'Vial 3';
const VIAL_ID = 'Vial3';
const POLL = { timeout: 60_000, interval: 250 };

let adminBrowser: BrowserSession;
let userBrowser: BrowserSession;
let admin: Page;
let user: Page;
let nodes: NodeSession;
let feed: ChangeFeed;

beforeAll(async () => {
  adminBrowser = await openBrowser();
  userBrowser = await openBrowser();
  admin = adminBrowser.page;
  user = userBrowser.page;
  // The administrator's session reads the server: the user's own rights change during the test.
  nodes = trackNodeSession(admin);
  feed = trackChangeFeed(admin);
  await signedIn(admin, 'admin');
});

afterAll(async () => {
  await userBrowser?.context.setOffline(false);
  await userBrowser?.close();
  await adminBrowser?.close();
});

/** A fresh account with the Engineers role, so taking the role away touches no seeded account. */
async function createEngineer(username: string, password: string): Promise<void> {
  await admin.goto('/system/users');
  await admin.getByRole('table', { name: 'Users' }).waitFor();
  await admin.getByRole('button', { name: 'New user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Revoked Engineer');
  await dialog.getByRole('checkbox', { name: 'Engineers' }).check();
  await dialog.getByRole('checkbox', { name: /Set an initial password/ }).check();
  await dialog.getByRole('textbox', { name: 'Initial password' }).fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => userRow(admin, username).count(), POLL).toBe(1);
}

/** On the Users screen: the user keeps only the Operators role, who may watch instruments but not edit them. */
async function demoteToOperator(username: string): Promise<void> {
  await userRow(admin, username).getByRole('button', { name: `Actions for ${username}` }).click();
  await admin.getByRole('menuitem', { name: 'Edit name, roles and teams' }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit ${username}` });
  await dialog.getByRole('checkbox', { name: 'Engineers' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Operators' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => userRow(admin, username).getByRole('cell', { name: 'Operators', exact: true }).count(), POLL).toBe(1);
}

describe('outbox when rights are revoked', () => {
  it('refuses an edit queued offline after the role that allowed it was taken away, and keeps it for the user', async () => {
    const stamp = Date.now();
    const username = `revoked.${stamp}`;
    const password = 'revoked-password-1';
    await createEngineer(username, password);
    await signedIn(user, username, password);

    // Online the edit is allowed and applied: the role, not the value, decides what follows.
    await openAutosampler(user, HOST);
    await selectVial(user, VIAL);
    await setSample(user, `allowed ${stamp}`);
    await expect.poll(() => sampleNamesOnServer(nodes, HOST, [VIAL_ID]), POLL).toEqual([`allowed ${stamp}`]);
    await expect.poll(() => outboxStatus(user), POLL).toBe('Online');
    await user.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await openAutosampler(user, HOST);
    const cursor = await feed.cursor();

    await userBrowser.context.setOffline(true);
    await selectVial(user, VIAL);
    await setSample(user, `revoked ${stamp}`);
    await expect.poll(() => outboxStatus(user), POLL).toBe('Offline · 1 waiting');

    await demoteToOperator(username);

    await userBrowser.context.setOffline(false);
    await expect.poll(() => outboxStatus(user), POLL).toBe('Online · 1 failed');
    expect(await sampleNamesOnServer(nodes, HOST, [VIAL_ID])).toEqual([`allowed ${stamp}`]);
    const events = await feed.eventsSince(cursor);
    expect(events.filter((e) => e.category === 'node-update' && e.entityId === `0.Autosampler.Vials.${VIAL_ID}`)).toHaveLength(0);

    await user.goto('/outbox');
    const entry = user.getByRole('listitem', { name: `${VIAL} › Sample allowed ${stamp} → revoked ${stamp}` });
    await entry.waitFor();
    await expect.poll(() => entry.innerText(), POLL).toContain("Property 'Sample' is read-only for you.");
    await entry.getByRole('button', { name: 'Retry' }).waitFor();
    await entry.getByRole('button', { name: 'Discard' }).waitFor();
    expect(await outboxStatus(user)).toBe('Online · 1 failed');
  }, 300_000);
});
