// How many large batches one caller may have running at once (docs/nodes.md "Batch budget"): a
// caller is a user, a share link, and for share links also the address it comes from, so an
// anonymous holder of a link cannot take the server's time away from everyone else. Kept in the
// process, like rate-limit.ts: each instance behind a load balancer allows the limit.
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { throttleRefusal } from '../services/login-throttle';
import { isHeavyItem } from './batch-budget';

/** A batch of more items than this, or with a heavy item, is a large one. */
export const LARGE_BATCH_ITEMS = 100;
/** Large batches one caller may have running at the same time. */
export const MAX_LARGE_BATCHES_PER_CALLER = 2;
/** What the refusal asks the client to wait: a large batch takes about this long. */
export const LARGE_BATCH_RETRY_SECONDS = 2;

export const MSG_TOO_MANY_LARGE_BATCHES =
  `At most ${MAX_LARGE_BATCHES_PER_CALLER} large batches (more than ${LARGE_BATCH_ITEMS} items, or heavy items) may run at the same time ` +
  `for one user, share link or address; wait for them to finish and try again.`;

export function isLargeBatch(items: readonly BatchRequestItem[]): boolean {
  return items.length > LARGE_BATCH_ITEMS || items.some(isHeavyItem);
}

export type HeavyRequestLimiter = {
  /** Runs `work` counted against every key; 429 (throttleRefusal) when one of them is at the limit. */
  run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
};

export function createHeavyRequestLimiter(max = MAX_LARGE_BATCHES_PER_CALLER): HeavyRequestLimiter {
  const running = new Map<string, number>();
  return {
    async run(keys, work) {
      if (keys.some((k) => (running.get(k) ?? 0) >= max)) throw throttleRefusal(LARGE_BATCH_RETRY_SECONDS, MSG_TOO_MANY_LARGE_BATCHES);
      for (const k of keys) running.set(k, (running.get(k) ?? 0) + 1);
      try {
        return await work();
      } finally {
        for (const k of keys) {
          const left = (running.get(k) ?? 1) - 1;
          if (left <= 0) running.delete(k);
          else running.set(k, left);
        }
      }
    },
  };
}
