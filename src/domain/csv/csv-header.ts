// Which columns an export has (node-model §9): the keys of the row with the most keys among the
// first 5, so one sparse first row does not drop columns, without scanning a large table twice.

export type CsvRow = Readonly<Record<string, unknown>>;

export const HEADER_SAMPLE_ROWS = 5;

/** Ties go to the earlier row; no rows, no columns. */
export function csvColumns(rows: readonly CsvRow[]): string[] {
  let best: string[] = [];
  for (const row of rows.slice(0, HEADER_SAMPLE_ROWS)) {
    const keys = Object.keys(row);
    if (keys.length > best.length) best = keys;
  }
  return best;
}
