// User administration in the browser: an administrator creates a user in Lab B, the user signs in in a
// second browser and sees only Lab B's customers, then the administrator disables them and their very
// next action sends them to the login page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userRow } from './support/user-admin-steps';
import { openBrowser, signIn, signedIn, type BrowserSession } from './support/browser';

let adminBrowser: BrowserSession;
let userBrowser: BrowserSession;

beforeEach(async () => {
  adminBrowser = await openBrowser();
  userBrowser = await openBrowser();
});
afterEach(async () => {
  await adminBrowser.close();
  await userBrowser.close();
});

describe('user administration', () => {
  it('creates a Lab B user who sees only Lab B customers, and disabling them ends their session at once', async () => {
    const admin = adminBrowser.page;
    const user = userBrowser.page;
    const username = `lab.b.${Date.now()}`;
    const password = 'lab-b-password-1';

    await signedIn(admin, 'admin');
    await admin.getByRole('button', { name: 'Administrator' }).click();
    await admin.getByRole('menuitem', { name: 'Users' }).click();
    await admin.waitForURL((url) => url.pathname === '/system/users');
    await admin.getByRole('table', { name: 'Users' }).waitFor();

    await admin.getByRole('button', { name: 'New user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('Lab B Tester');
    await dialog.getByRole('checkbox', { name: 'Operators' }).check();
    await dialog.getByRole('checkbox', { name: 'Lab B' }).check();
    await dialog.getByRole('checkbox', { name: /Set an initial password/ }).check();
    await dialog.getByRole('textbox', { name: 'Initial password' }).fill(password);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => userRow(admin, username).getByRole('cell', { name: 'Lab B', exact: true }).count()).toBe(1);

    await signedIn(user, username, password);
    await user.goto('/customer/index');
    await user.getByText('Nordic Gene Labs').first().waitFor();
    expect(await user.getByText('Acme Biologics').count()).toBe(0);
    expect(await user.getByText('Helix Therapeutics').count()).toBe(0);

    await userRow(admin, username).getByRole('button', { name: `Actions for ${username}` }).click();
    await admin.getByRole('menuitem', { name: 'Disable' }).click();
    await admin.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => userRow(admin, username).getByText('Disabled', { exact: true }).count()).toBe(1);

    // The user's next call carries an access token that is still within its lifetime: the server refuses it.
    await user.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Features', exact: true }).click();
    await user.waitForURL((url) => url.pathname === '/account/login', { timeout: 30_000 });
    await signIn(user, username, password);
    await expect.poll(() => user.getByRole('alert').innerText()).toContain('Invalid username or password.');
  });

  it('creates a user without a password and shows the one-time code in a dialog a screen reader reaches, once', async () => {
    const admin = adminBrowser.page;
    const username = `code.${Date.now()}`;
    await signedIn(admin, 'admin');
    await admin.goto('/system/users');
    await admin.getByRole('table', { name: 'Users' }).waitFor();
    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('dialog', { name: 'New user' });
    await form.getByRole('textbox', { name: 'Username' }).fill(username);
    await form.getByRole('textbox', { name: 'Display name' }).fill('Code Tester');
    await form.getByRole('button', { name: 'Create' }).click();
    const codeDialog = admin.getByRole('alertdialog', { name: `One-time code for ${username}` });
    await codeDialog.waitFor();
    // Once the focus trap has settled it hides the app behind the dialog; the dialog and its button must stay
    // in the accessibility tree after that.
    await expect.poll(() => admin.locator('#root').getAttribute('aria-hidden')).toBe('true');
    expect(await codeDialog.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await codeDialog.waitFor({ state: 'detached' });
    await expect.poll(() => userRow(admin, username).count()).toBe(1);
  });
});
