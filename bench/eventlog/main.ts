// `npx tsx bench/eventlog/main.ts`: the event log row alone (BENCH_EVENTLOG_ENTRIES, BENCH_EVENTLOG_QUERIES);
// with BENCH_DATABASE_URL=postgres://user@host:port/postgres a PostgreSQL row as well.
import { measureEventLog } from './eventlog-figure';
import { measureEventLogPostgres } from './eventlog-postgres';
import { eventLogRow } from './eventlog-row';

const figures = [await measureEventLog()];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) figures.push(await measureEventLogPostgres(pgUrl));
for (const figure of figures) console.log(`| ${eventLogRow(figure).join(' | ')} |`);
