// Issue 11's table figures: a child table of 10,000 rows (ChildTableView, the component the Vials screen
// renders) — its first render and a sort until the DOM shows them, each beside a floor measured in the
// same run (a bare react-virtuoso list of the same rows; Array sort of the same texts), the longest
// main-thread task while it scrolls from top to bottom, and a 1,000-row paste through the real outbox
// (queueRowUpdates, as updateRows sends it), checked to be one entry holding one batch of 1,000 updates.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Virtuoso } from 'react-virtuoso';
import { db } from '../../src/data/db';
import { queueRowUpdates } from '../../src/data/outbox/node-writes';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { mirrorNodeKey } from '../../src/domain/nodes/mirror-records';
import type { MirrorProperty } from '../../src/domain/nodes/mirror-records';
import type { NodeProperty } from '../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, VisibilityLevel } from '../../src/domain/rights';
import { PAGE_SIZE_ALL } from '../../src/domain/table/table-paging';
import { ChildTableView } from '../../src/features/nodes/table/ChildTableView';
import { activateLanguage } from '../../src/i18n/language';
import { tableHeadersOf } from '../../src/features/nodes/table/table-row-model';
import type { TableRow } from '../../src/features/nodes/table/table-row-model';
import type { ChildTableOperations } from '../../src/features/nodes/table/use-child-table-operations';
import type { ChildTableFigure } from './bench-api';
import { timedWithLongTasks } from './long-tasks';

const HOST = 'bench-table';
const TABLE_GID = '0.Autosampler.Vials';
const COLUMNS: Omit<NodeProperty, 'value'>[] = [
  { id: 'Enabled', name: 'Enabled', ac: ACCESS_FULL, type: { kind: 'bool' }, order: 1 },
  { id: 'SampleName', name: 'Sample', ac: ACCESS_FULL, type: { kind: 'text' }, order: 2 },
  { id: 'Volume', name: 'Volume', ac: ACCESS_FULL, type: { kind: 'decimal', min: 0, max: 2000, step: 0.1, nullable: true }, phyQ: { quantity: 'volume', unit: 'µl' }, order: 3 },
];

/** Rows with samples in a scrambled order (a fixed multiplicative step), so a sort moves every row. */
function benchRows(count: number): TableRow[] {
  return Array.from({ length: count }, (_, i) => {
    const gId = `${TABLE_GID}.V${i}`;
    const key = mirrorNodeKey(HOST, gId);
    const values = { Enabled: i % 3 !== 0, SampleName: `Sample ${(i * 7919) % count}`, Volume: (i % 200) / 10 };
    const properties = new Map<string, MirrorProperty>(COLUMNS.map((c) => [c.id, { ...c, value: values[c.id as keyof typeof values], key: `${key}|${c.id}`, host: HOST, nodeKey: key }]));
    return { node: { key, host: HOST, gId, id: `V${i}`, name: `Vial ${i}`, type: 'Vial', parent: TABLE_GID, parentKey: mirrorNodeKey(HOST, TABLE_GID), order: i, ac: ACCESS_FULL, childrenLoaded: true, fetchedAt: 0 }, properties };
  });
}

/** Resolves once `ready` holds, checked on every DOM change under `root`. */
function until(root: HTMLElement, ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    check();
  });
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function mount(): { container: HTMLElement; root: ReturnType<typeof createRoot> } {
  const container = document.createElement('div');
  container.style.width = '1200px';
  document.body.append(container);
  return { container, root: createRoot(container) };
}

const firstSample = (container: HTMLElement) => container.querySelector('[role="gridcell"][aria-label="Sample, row 1"]')?.textContent ?? null;

export async function childTableFigure(count: number, pasteCount: number): Promise<ChildTableFigure> {
  // The table's texts, as a signed-in English start loads them (Lingui translates nothing before).
  await activateLanguage('en', true);
  const rows = benchRows(count);
  const headers = tableHeadersOf(rows, VisibilityLevel.standard);

  // Floor: the same rows in a bare virtualized list, one text per cell.
  const floor = mount();
  const floorRun = await timedWithLongTasks(async () => {
    floor.root.render(
      createElement(Virtuoso<TableRow>, {
        style: { height: '450px' },
        data: rows,
        fixedItemHeight: 30,
        itemContent: (_: number, r: TableRow) => createElement('div', { role: 'row', style: { height: '30px' } }, COLUMNS.map((c) => createElement('span', { key: c.id }, String(r.properties.get(c.id)?.value ?? '')))),
      }),
    );
    await until(floor.container, () => floor.container.querySelector('[role="row"]') !== null);
  });
  floor.root.unmount();
  floor.container.remove();

  let pasted: { entryId: number; ms: number } | null = null;
  let pasteStarted = 0;
  const operations: ChildTableOperations = {
    add: () => Promise.reject(new Error('not in this bench')),
    clone: () => Promise.reject(new Error('not in this bench')),
    remove: () => Promise.reject(new Error('not in this bench')),
    move: () => Promise.reject(new Error('not in this bench')),
    saveCell: () => Promise.reject(new Error('not in this bench')),
    saveRows: async (updates, change) => {
      const entryId = await queueRowUpdates({ userId: 'bench', database: db }, HOST, TABLE_GID, updates, change);
      pasted = { entryId, ms: performance.now() - pasteStarted };
    },
  };
  const { container, root } = mount();
  // The provider first, as in the app, where the table renders inside the provider the shell has mounted.
  root.render(createElement(FluentProvider, { theme: webLightTheme }, null));
  await until(container, () => container.firstElementChild !== null);
  const render = await timedWithLongTasks(async () => {
    root.render(
      createElement(
        FluentProvider,
        { theme: webLightTheme },
        createElement(ChildTableView, {
          name: 'Vials',
          table: { ac: ACCESS_FULL, allowedTypes: [{ type: 'Vial', name: 'Vial' }], canReorder: true },
          rows,
          headers,
          locale: DEFAULT_LOCALE_SETTINGS,
          browseLevel: VisibilityLevel.standard,
          initialPageSize: PAGE_SIZE_ALL,
          operations,
          onSaveLayout: () => {},
          onEditDetails: () => {},
          onRefresh: () => {},
        }),
      ),
    );
    await until(container, () => firstSample(container) !== null);
  });

  // Sort by Sample: the first row must become the smallest sample.
  const texts = rows.map((r) => String(r.properties.get('SampleName')?.value));
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const sortFloorStarted = performance.now();
  texts.sort(collator.compare);
  const sortFloorMs = performance.now() - sortFloorStarted;
  const expectedFirst = texts[0] ?? '';
  const sortButton = container.querySelector<HTMLButtonElement>('[role="columnheader"] button[title="Sample"]');
  if (!sortButton) throw new Error('no Sample sort button');
  const sort = await timedWithLongTasks(async () => {
    sortButton.click();
    await until(container, () => firstSample(container) === expectedFirst);
  });
  // The first ten rows, so a sort that is not numeric ("Sample 10" before "Sample 2") fails the check.
  const shownFirst = Array.from({ length: 10 }, (_, i) => container.querySelector(`[role="gridcell"][aria-label="Sample, row ${i + 1}"]`)?.textContent ?? '');
  const sortCorrect = shownFirst.every((text, i) => text === texts[i]);

  // Scroll top to bottom in 60 frames.
  const scroller = container.querySelector<HTMLElement>('[data-virtuoso-scroller]');
  if (!scroller) throw new Error('no virtualized scroller');
  const scroll = await timedWithLongTasks(async () => {
    for (let i = 1; i <= 60; i++) {
      scroller.scrollTop = (scroller.scrollHeight * i) / 60;
      await frame();
    }
    await until(container, () => [...container.querySelectorAll('[role="rowheader"]')].some((c) => c.textContent === String(count)));
  });
  scroller.scrollTop = 0;
  await until(container, () => firstSample(container) !== null);

  // Paste pasteCount lines of sample and volume from row 1 down.
  const cell = container.querySelector<HTMLElement>('[role="gridcell"][aria-label="Sample, row 1"]');
  const grid = container.querySelector<HTMLElement>('[role="grid"]');
  if (!cell || !grid) throw new Error('no grid');
  cell.click();
  await frame();
  const text = Array.from({ length: pasteCount }, (_, i) => `Pasted ${i}\t${(i % 100) / 10}`).join('\n');
  const before = await db.outbox.count();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const paste = await timedWithLongTasks(async () => {
    pasteStarted = performance.now();
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    while (pasted === null) await frame();
  });
  const done = pasted as { entryId: number; ms: number } | null;
  const entries = (await db.outbox.count()) - before;
  const entry = done ? await db.outbox.get(done.entryId) : undefined;
  const items = entry?.payload.type === 'batch' ? entry.payload.items : [];
  const pasteCorrect = entries === 1 && items.length === pasteCount && items.every((item, i) => item.action === 1 && item.values?.[0]?.value === `Pasted ${i}`);
  root.unmount();
  container.remove();
  return {
    rows: count,
    renderMs: render.ms,
    renderLongestTaskMs: render.tasks.longestMs,
    renderFloorMs: floorRun.ms,
    sortMs: sort.ms,
    sortFloorMs,
    sortCorrect,
    scrollMs: scroll.ms,
    scrollLongestTaskMs: scroll.tasks.longestMs,
    scrollLongTasks: scroll.tasks.count,
    pasteRows: pasteCount,
    pasteMs: done?.ms ?? paste.ms,
    pasteLongestTaskMs: paste.tasks.longestMs,
    pasteEntries: entries,
    pasteItems: items.length,
    pasteCorrect,
  };
}
