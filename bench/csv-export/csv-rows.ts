// The benchmark's table: rows × 8 mixed columns, the same every run (seeded): ids, texts with quotes,
// commas, tabs and line breaks, numbers, booleans, dates and some empty values.
import { seededRandom } from '../../tests/support/seeded-random';

export const CSV_BENCH_COLUMNS = 8;

const WORDS = ['pump', 'vial', 'Müller', 'lot 42', 'AAV8', 'buffer', 'détecteur', 'flow', 'ml/min', '°C', 'sample', 'blank'];
const SPECIALS = ['say "hi"', 'a, b, c', 'tab\there', 'two\r\nlines', 'line\nfeed', ' padded ', '"quoted"', 'semi;colon'];

export function csvBenchRows(count: number): Record<string, unknown>[] {
  const random = seededRandom(42);
  const word = () => WORDS[Math.floor(random() * WORDS.length)] as string;
  const text = () => (random() < 0.2 ? `${word()} ${SPECIALS[Math.floor(random() * SPECIALS.length)] as string} ${word()}` : `${word()} ${word()} ${word()}`);
  const start = Date.UTC(2020, 0, 1);
  const rows: Record<string, unknown>[] = new Array(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: i + 1,
      name: text(),
      description: random() < 0.1 ? null : text(),
      amount: Math.round(random() * 1e6) / 100,
      count: Math.floor(random() * 10_000) - 5000,
      active: random() < 0.5,
      created: new Date(start + Math.floor(random() * 2e11)),
      note: random() < 0.3 ? '' : text(),
    };
  }
  return rows;
}
