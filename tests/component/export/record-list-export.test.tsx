import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { setCsvWorkerFactory } from '../../../src/data/csv/csv-export-client';
import { fileNamePatternKeys } from '../../../src/domain/nodes/file-name-pattern';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { fakeServer, page } from '../records/fake-server';

const LONG = { timeout: 15_000 };
let clipboardText: string[] = [];
let saved: Blob[] = [];
let downloads: string[] = [];

beforeEach(() => {
  resetUi();
  signOut();
  // jsdom has no module workers: the export runs in this thread, the same writer.
  setCsvWorkerFactory(null);
  clipboardText = [];
  saved = [];
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void clipboardText.push(text) } });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  fakeServer([{ url: /^\/api\/db\/customer\?/, answer: () => ({ body: page([customerAnswer(2, 'Acme "Labs"', { description: 'tab\there' }), customerAnswer(1, 'Beta Corp')]) }) }]);
});
afterEach(() => {
  resetApiClient();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no arrayBuffer(): FileReader reads it. */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The key list GetFileNamePatternKeys answers in these tests, as the server would for 0.Settings.Export. */
const SERVER_KEYS = fileNamePatternKeys({ nodeName: 'Export', nodeId: 'Export', userName: 'ada', now: new Date(Date.UTC(2026, 0, 2, 10, 11, 12)) });

/**
 * One customer, and a browse of 0.Settings.Export answering these property values; the file-name key
 * call is answered with SERVER_KEYS, or refused as from an offline server with `keys: 'network'`.
 */
function serveExportSettings(values: Record<string, string | boolean>, keys: 'server' | 'network' = 'server') {
  const properties = Object.entries(values).map(([id, value]) => ({ id, value, ac: 17, type: { kind: typeof value === 'boolean' ? 'bool' : 'text' }, name: id }));
  const node = { gId: '0.Settings.Export', id: 'Export', name: 'Export', type: 'ExportSettings', parent: '0.Settings', order: 2, ac: 17, properties };
  const isKeyCall = (body: unknown) => Array.isArray(body) && (body[0] as { methodName?: string } | undefined)?.methodName === 'GetFileNamePatternKeys';
  return fakeServer([
    { url: /^\/api\/db\/customer\?/, answer: () => ({ body: page([customerAnswer(1, 'Beta; Corp')]) }) },
    {
      method: 'POST',
      url: /^\/api\/node\/batch/,
      answer: (_url, body) => {
        if (!isKeyCall(body)) return { body: { responses: [{ result: 0, gId: node.gId, node }], descriptors: [] } };
        return keys === 'network' ? 'network' : { body: { responses: [{ result: 0, gId: node.gId, returnValue: SERVER_KEYS }], descriptors: [] } };
      },
    },
  ]);
}

/** Opens the customer list as an exporter and picks an item of its export menu. */
async function pickExportItem(item: 'Copy to clipboard' | 'Export to CSV', listed: RegExp = /2 customers/) {
  signIn({ rights: [Right.accessCustomers, Right.exportData] });
  await renderApp('/customer/index');
  await screen.findByText(listed, undefined, LONG);
  fireEvent.click(await screen.findByRole('button', { name: 'Export' }, LONG));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('record list export', () => {
  it("copies the shown rows to the clipboard as tab-separated text with 'Copy to clipboard'", async () => {
    await pickExportItem('Copy to clipboard');
    await waitFor(() => expect(clipboardText).toHaveLength(1), LONG);
    const lines = clipboardText[0]!.split('\r\n');
    expect(lines[0]).toBe('Id\tName\tDescription\tAddress\tContact phone\tTags\tOwner\tTeam\tModified');
    expect(lines[1]).toMatch(/^2\t"Acme ""Labs"""\t"tab\there"\t/);
    expect(lines[2]).toMatch(/^1\tBeta Corp\t/);
    expect(await screen.findByText('Copied to clipboard', undefined, LONG)).toBeTruthy();
  });

  it("downloads Customers.csv in UTF-16LE with a BOM with 'Export to CSV'", async () => {
    await pickExportItem('Export to CSV');
    await waitFor(() => expect(saved).toHaveLength(1), LONG);
    const bytes = await blobBytes(saved[0]!);
    expect(downloads).toEqual(['Customers.csv']);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes.subarray(2))).toMatch(/^Id\tName\t.*\r\n2\t"Acme ""Labs"""/);
  });

  it('offers no export without the export permission', async () => {
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    await screen.findByText(/2 customers/, undefined, LONG);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Export to CSV' })).toBeNull();
  });

  it('shows a progress bar with Cancel while the export runs, and Cancel stops it without a file', async () => {
    // A worker that never answers: the export stays running until the user cancels it.
    const { port1 } = new MessageChannel();
    setCsvWorkerFactory(() => Object.assign(port1, { terminate: () => port1.close() }) as unknown as Worker);
    await pickExportItem('Export to CSV');
    expect(await screen.findByRole('progressbar', { name: 'Exporting Customers' }, LONG)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled', undefined, LONG)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export' }, LONG)).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('writes with the format of the settings node 0.Settings.Export', async () => {
    serveExportSettings({ ColumnDelimiter: ';', Encoding: 'utf-8', Bom: false, LineDelimiter: '\n' });
    await pickExportItem('Export to CSV', /1 customer/);
    await waitFor(() => expect(saved).toHaveLength(1), LONG);
    const bytes = await blobBytes(saved[0]!);
    expect(bytes[0]).toBe('I'.charCodeAt(0)); // no BOM: the node's Bom is false
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^Id;Name;Description;/);
    expect(text).toMatch(/\n1;"Beta; Corp";/);
    expect(text).not.toContain('\r');
  });

  it("names the download with the settings' file-name pattern, the list's name standing for the node", async () => {
    const calls = serveExportSettings({ FileNamePattern: '{NodeName}_{Date} by {UserName}' });
    await pickExportItem('Export to CSV', /1 customer/);
    await waitFor(() => expect(downloads).toEqual(['Customers_2026-01-02 by ada.csv']), LONG);
    const keyCalls = calls.map((c) => (Array.isArray(c.body) ? (c.body[0] as { gId?: string; methodName?: string }) : {})).filter((item) => item.methodName === 'GetFileNamePatternKeys');
    expect(keyCalls.map((item) => item.gId)).toEqual(['0.Settings.Export']);
  });

  it('fills the pattern with the keys made in the page when the server can not be asked, and makes a file name of it', async () => {
    serveExportSettings({ FileNamePattern: 'Lab: {NodeName}/{UserName}.csv' }, 'network');
    await pickExportItem('Export to CSV', /1 customer/);
    await waitFor(() => expect(downloads).toEqual(['Lab_ Customers_Ada Admin.csv']), LONG);
  });

  it("refuses an export whose settings hold another encoding with 'Invalid encoding!'", async () => {
    serveExportSettings({ Encoding: 'ebcdic' });
    await pickExportItem('Export to CSV', /1 customer/);
    expect(await screen.findByText('Invalid encoding!', undefined, LONG)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export' }, LONG)).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
