// Mirrored screens that could only show their mirror read the server again when the network returns,
// so their offline notice clears without anyone pressing Retry (issue 9: "Record lists stay Offline").
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { db } from '../../src/data/db';
import { setMirrorWorkerFactory } from '../../src/data/nodes/mirror-worker-client';
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, Right, VisibilityLevel } from '../../src/domain/rights';
import { NodeBrowser } from '../../src/features/nodes/tree/NodeBrowser';
import { customerAnswer } from '../support/record-answer';
import { jsonResponse } from '../unit/support/scripted-fetch';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { renderWithFluent } from './nodes/tree-fixtures';

const OFFLINE = /Offline —/;

/** A server the network cuts off until `connected` is set; `answer` gives the body for a URL. */
function flakyServer(answer: (url: string) => unknown) {
  const state = { connected: false, calls: [] as string[] };
  setFetchImplementation(async (input) => {
    const url = String(input);
    state.calls.push(url);
    if (!state.connected) throw new TypeError('Failed to fetch');
    return jsonResponse(200, answer(url));
  });
  return state;
}

function reconnect(state: { connected: boolean }): void {
  state.connected = true;
  window.dispatchEvent(new Event('online'));
}

const locale: NodeDto = { gId: '0.Settings.Locale', id: 'Locale', name: 'Locale', type: 'Folder', parent: '0.Settings', order: 0, ac: ACCESS_FULL };

beforeEach(() => {
  resetUi();
  resetApiClient();
  setMirrorWorkerFactory(null);
});

afterEach(async () => {
  resetApiClient();
  signOut();
  await Promise.all([db.nodes.clear(), db.properties.clear(), db.records.clear(), db.recordLists.clear(), db.meta.clear()]);
});

describe('offline notices after the network returns', () => {
  it('a record list reads its page again and drops the notice without Retry', async () => {
    const server = flakyServer(() => ({ items: [customerAnswer(1, 'Back Online Ltd')], total: 1, itemsPerPage: 50, curPageNo: 1, maxId: 1, nextCursor: null, prevCursor: null, eof: true }));
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    reconnect(server);
    expect(await screen.findByText(/1 customer · Page 1 of 1/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('the node tree browses again and drops the notice without Refresh', async () => {
    const server = flakyServer(() => ({ responses: [{ result: 0, nodes: [{ ...locale, gId: '0.Settings', id: 'Settings', name: 'Settings', parent: '0', childs: [locale] }] }], descriptors: [] }));
    signIn({ rights: [Right.accessSettings] });
    renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    reconnect(server);
    expect(await screen.findByRole('treeitem', { name: 'Locale' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });
});
