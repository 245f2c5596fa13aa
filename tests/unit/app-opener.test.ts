// The login start's hand-over to the app (src/app-opener.ts): one app, created once; the last address
// asked for wins; drawn once its page has loaded; the browser's own load when the app's chunk is missing.
import { describe, expect, it, vi } from 'vitest';
import { appOpener } from '../../src/app-opener';
import type { App } from '../../src/app-start';
import { takeFirstScreenFocus } from '../../src/features/shell/first-screen-focus';

type Log = string[];

function fakeApp(log: Log, navigation: Map<string, () => void>): App {
  return {
    navigate: (href, replace) => {
      log.push(`navigate ${href}${replace ? ' (replace)' : ''}`);
      return new Promise<void>((resolve) => navigation.set(href, resolve));
    },
    render: () => log.push('render'),
  };
}

/** Waits for the condition, up to a limit generous enough for a busy machine. */
async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 15_000, interval: 1 });
}

const root = {} as Parameters<App['render']>[0];

describe('opening the app from the login start', () => {
  it('loads the app once, navigates, and draws it only once the page has loaded, asking for the first screen’s focus', async () => {
    const log: Log = [];
    const navigation = new Map<string, () => void>();
    let loads = 0;
    const open = appOpener(root, async () => {
      loads += 1;
      return fakeApp(log, navigation);
    });
    open('/customers', { replace: true });
    await until(() => navigation.has('/customers'));
    expect(log).toEqual(['navigate /customers (replace)']);
    navigation.get('/customers')?.();
    await until(() => log.includes('render'));
    expect(loads).toBe(1);
    expect(takeFirstScreenFocus()).toBe(true);
  });

  it('lets the last address win when a second comes while the first loads, and draws once', async () => {
    const log: Log = [];
    const navigation = new Map<string, () => void>();
    let release: (app: App) => void = () => {};
    let loads = 0;
    const open = appOpener(root, () => {
      loads += 1;
      return new Promise<App>((resolve) => (release = resolve));
    });
    open('/account/forgot');
    open('/dashboard', { replace: true });
    release(fakeApp(log, navigation));
    await until(() => navigation.size === 2);
    expect(log).toEqual(['navigate /account/forgot', 'navigate /dashboard (replace)']);
    navigation.get('/dashboard')?.();
    navigation.get('/account/forgot')?.();
    await until(() => log.includes('render'));
    expect(log.filter((l) => l === 'render')).toHaveLength(1);
    expect(loads).toBe(1);
    takeFirstScreenFocus();
  });

  it('leaves the page to the browser when the app’s chunk does not arrive', async () => {
    const assigned: string[] = [];
    const open = appOpener(root, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), (href) => assigned.push(href));
    open('/account/register');
    await until(() => assigned.length > 0);
    expect(assigned).toEqual(['/account/register']);
  });
});
