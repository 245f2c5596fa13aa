// The units benchmark alone: `npx tsx bench/units/main.ts` prints its row of the table (bench/run.ts runs
// the same figure among the others). BENCH_UNITS_MS sets each timed run's length (default 1500 ms).
import { measureUnits } from './units-figure';
import { unitsRow } from './units-row';

const figure = measureUnits();
const header = ['measure', 'result', 'peer/baseline', 'ratio', 'goal', 'met?'];
console.log([header, header.map(() => '---'), unitsRow(figure)].map((r) => `| ${r.join(' | ')} |`).join('\n'));
if (figure.mismatches.length > 0) console.error(figure.mismatches.slice(0, 20).join('\n'));
