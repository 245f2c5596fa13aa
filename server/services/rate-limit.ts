// A small in-memory sliding-window limiter for anonymous calls that must not flood the database
// (browser exception reports). It lives in the process: instances behind a load balancer each
// allow the limit, and a restart forgets the counts — enough to stop a flood, not an accounting.
export type RateLimiter = {
  /** Counts a hit for the key; 0 when allowed, else the seconds until the next hit would be. */
  hit(key: string, now?: number): number;
};

/** Keys kept at most; beyond it idle keys are dropped first, then the oldest. */
const MAX_KEYS = 10_000;

export function createRateLimiter(rule: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(now: number): void {
    for (const [key, times] of hits) if ((times[times.length - 1] ?? 0) <= now - rule.windowMs) hits.delete(key);
    while (hits.size >= MAX_KEYS) {
      const oldest = hits.keys().next();
      if (oldest.done) break;
      hits.delete(oldest.value);
    }
  }

  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
      if (recent.length >= rule.max) {
        hits.set(key, recent);
        const first = recent[recent.length - rule.max] ?? now;
        return Math.max(1, Math.ceil((first + rule.windowMs - now) / 1000));
      }
      if (!hits.has(key) && hits.size >= MAX_KEYS) prune(now);
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      return 0;
    },
  };
}
