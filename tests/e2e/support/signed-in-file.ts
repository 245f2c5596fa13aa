// One browser signed in for a whole test file, with the node session of its page: the hooks every node
// test file otherwise writes itself. The tests of the file run in order on that one profile.
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './browser';
import { trackNodeSession, type NodeSession } from './node-session';

export type SignedInFile = { page: () => Page; nodes: () => NodeSession };

export function signedInForFile(username: string): SignedInFile {
  let browser: BrowserSession | undefined;
  let nodes: NodeSession | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
    nodes = trackNodeSession(browser.page);
    await signedIn(browser.page, username);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The browser is not open yet (use it inside a test).');
    return value;
  };
  return { page: () => ready(browser).page, nodes: () => ready(nodes) };
}
