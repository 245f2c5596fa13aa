// How long finished entries stay in the outbox: the outbox view shows them as recent history, but a
// tablet that queues all day must not keep every one (each pass of the sender and every screen that
// counts entries reads the table).

/** Done entries younger than this stay. */
export const DONE_KEEP_MS = 24 * 60 * 60 * 1000;
/** At most this many done entries stay, the newest. */
export const DONE_KEEP_COUNT = 200;

/** The ids of done entries to delete: older than a day, or beyond the newest DONE_KEEP_COUNT. */
export function doneEntriesToPrune(entries: readonly { id?: number; state: string; updatedAt: number }[], now: number): number[] {
  const done = entries.filter((e) => e.state === 'done' && e.id !== undefined).sort((a, b) => b.updatedAt - a.updatedAt || (b.id ?? 0) - (a.id ?? 0));
  return done.filter((e, index) => index >= DONE_KEEP_COUNT || now - e.updatedAt > DONE_KEEP_MS).map((e) => e.id as number);
}
