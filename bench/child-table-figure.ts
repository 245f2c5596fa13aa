// Issue 11's table row of `npm run bench`: a child table of 10,000 rows in Chromium
// (bench/browser/child-table-step.ts) — first render and a sort under 100 ms, no main-thread task over
// 50 ms while it scrolls, a 1,000-row paste as one outbox entry holding one batch.
import type { ChildTableFigure } from './browser/bench-api';

export const CHILD_TABLE_ROWS = 10_000;
export const CHILD_TABLE_PASTE_ROWS = 1000;
const GOAL_TABLE_MS = 100;
const GOAL_TABLE_TASK_MS = 50;

const ms = (value: number) => `${Math.round(value)} ms`;

export function childTableMet(f: ChildTableFigure): boolean {
  return f.sortCorrect && f.pasteCorrect && f.renderMs < GOAL_TABLE_MS && f.sortMs < GOAL_TABLE_MS && f.scrollLongestTaskMs <= GOAL_TABLE_TASK_MS;
}

export function childTableRow(f: ChildTableFigure): string[] {
  const scroll = f.scrollLongTasks === 0 ? 'no task ≥ 50 ms' : `longest task ${ms(f.scrollLongestTaskMs)} (${f.scrollLongTasks})`;
  const paste = `${f.pasteRows.toLocaleString('en-US')}-row paste ${ms(f.pasteMs)}: ${f.pasteEntries} outbox entr${f.pasteEntries === 1 ? 'y' : 'ies'}, ${f.pasteItems.toLocaleString('en-US')} update items in its batch`;
  return [
    `9. Child table of ${f.rows.toLocaleString('en-US')} rows (ChildTableView, page size All, virtualized): first render, sort by Sample until the DOM shows it (first ten rows checked: ${f.sortCorrect ? 'ok' : '**FAILED**'}), scroll top to bottom in 60 frames, ${paste} (${f.pasteCorrect ? 'ok' : '**FAILED**'})`,
    `render ${ms(f.renderMs)}, sort ${ms(f.sortMs)}; scroll: ${scroll}`,
    `bare react-virtuoso list of the same rows: ${ms(f.renderFloorMs)}; Array sort of the same texts: ${ms(f.sortFloorMs)}`,
    `${(f.renderMs / Math.max(1, f.renderFloorMs)).toFixed(1)} × bare render`,
    `render and sort < ${GOAL_TABLE_MS} ms, no task > ${GOAL_TABLE_TASK_MS} ms, one batch`,
    childTableMet(f) ? 'yes' : '**no**',
  ];
}
