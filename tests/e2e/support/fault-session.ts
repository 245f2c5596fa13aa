// The setup the outbox's fault tests share: a server of their own (they kill it or change what it
// serves) behind the lossy proxy, and a browser signed in as admin through the proxy, with the node and
// change-feed readers on its page. Tests that need the demo data untouched by other files use it too.
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './browser';
import { trackChangeFeed, type ChangeFeed } from './change-feed';
import { startLossyProxy, type LossyProxy } from './lossy-proxy';
import { trackNodeSession, type NodeSession } from './node-session';
import { ownServer, type OwnServer } from './own-server';

export type FaultSession = {
  server: OwnServer;
  proxy: LossyProxy;
  browser: BrowserSession;
  page: Page;
  nodes: NodeSession;
  feed: ChangeFeed;
  /** Closes the browser and the proxy and kills the server. */
  close: () => Promise<void>;
};

/** `env` adds to the server's environment (see ownServer); `username` is who signs in. */
export async function openFaultSession(dataDir: string, env: Record<string, string> = {}, username = 'admin'): Promise<FaultSession> {
  const server = await ownServer(dataDir, env);
  let proxy: LossyProxy | undefined;
  let browser: BrowserSession | undefined;
  const close = async () => {
    await browser?.close();
    await proxy?.close();
    await server.kill('SIGKILL');
  };
  try {
    await server.start();
    proxy = await startLossyProxy(server.origin);
    browser = await openBrowser(proxy.origin);
    const page = browser.page;
    const nodes = trackNodeSession(page);
    const feed = trackChangeFeed(page);
    await signedIn(page, username);
    return { server, proxy, browser, page, nodes, feed, close };
  } catch (error) {
    await close();
    throw error;
  }
}
