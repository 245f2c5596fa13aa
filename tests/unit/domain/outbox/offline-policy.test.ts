import { describe, expect, it } from 'vitest';
import { COMMAND_WINDOW_SECONDS, mayQueueOffline, maySendAt, offlinePolicyOf } from '../../../../src/domain/outbox/offline-policy';
import { backoffDelay, BACKOFF_MAX_MS } from '../../../../src/domain/outbox/retry-backoff';

describe('offline policy', () => {
  it('queues configuration and record edits whenever they were made', () => {
    for (const kind of ['node.update', 'node.create', 'node.delete', 'node.move', 'node.bind', 'record.create', 'record.update', 'record.publish'] as const) {
      expect(offlinePolicyOf(kind)).toEqual({ mode: 'queue' });
      expect(mayQueueOffline(kind)).toBe(true);
      expect(maySendAt({ kind, createdAt: 0 }, 86_400_000)).toBe(true);
    }
  });

  it('sends an instrument command only within the window after the click, and never queues it offline', () => {
    expect(offlinePolicyOf('node.call')).toEqual({ mode: 'onlineWithin', seconds: COMMAND_WINDOW_SECONDS });
    expect(mayQueueOffline('node.call')).toBe(false);
    expect(maySendAt({ kind: 'node.call', createdAt: 1000 }, 1000 + COMMAND_WINDOW_SECONDS * 1000)).toBe(true);
    expect(maySendAt({ kind: 'node.call', createdAt: 1000 }, 1001 + COMMAND_WINDOW_SECONDS * 1000)).toBe(false);
  });
});

describe('retry backoff', () => {
  it('doubles from a second with jitter between half and all of the delay, capped at a minute', () => {
    expect(backoffDelay(1, 0)).toBe(500);
    expect(backoffDelay(1, 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay(3, 0)).toBe(2000);
    expect(backoffDelay(30, 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffDelay(30, 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});
