// Backoff with jitter for sends that got no answer (network, timeout, 429, 503): doubling from a
// second up to a minute, each delay drawn between half and all of it so tabs and devices spread out.
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/** The wait before attempt number `attempts` (1 = the first retry); random in [0, 1). */
export function backoffDelay(attempts: number, random: number): number {
  const full = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (0.5 + random / 2));
}
