// Issue 12's event log row of bench/run.ts's table.
import type { EventLogFigure } from './eventlog-figure';

export const GOAL_EVENTLOG_P99_MS = 50;

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;

export function eventLogRow(f: EventLogFigure): string[] {
  return [
    `11. Event log page on ${f.database}: ${f.entries.toLocaleString('en-US')} chained audit entries (inserted in ${(f.insertMs / 1000).toFixed(1)} s); ${f.queries} pages of ${f.pageLimit}, one user + a text + a 30-day range, newest first with the total (readEventPage, mean total ${Math.round(f.meanTotal)}); rows and totals checked against the floor and the filters: ${f.correct ? 'ok' : '**FAILED**'}`,
    `p99 ${ms(f.p99Ms)} (p50 ${ms(f.p50Ms)})`,
    `the same two SELECTs as prepared ${f.database === 'SQLite' ? 'better-sqlite3' : 'pg'} statements: p99 ${ms(f.floorP99Ms)} (p50 ${ms(f.floorP50Ms)})`,
    `${(f.p99Ms / Math.max(0.01, f.floorP99Ms)).toFixed(1)} × floor (p99)`,
    `p99 < ${GOAL_EVENTLOG_P99_MS} ms`,
    f.correct && f.p99Ms < GOAL_EVENTLOG_P99_MS ? 'yes' : '**no**',
  ];
}
