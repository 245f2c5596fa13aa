// `npx tsx bench/eventlog/main.ts`: the event log row alone (BENCH_EVENTLOG_ENTRIES, BENCH_EVENTLOG_QUERIES).
import { measureEventLog } from './eventlog-figure';
import { eventLogRow } from './eventlog-row';

const row = eventLogRow(await measureEventLog());
console.log(`| ${row.join(' | ')} |`);
