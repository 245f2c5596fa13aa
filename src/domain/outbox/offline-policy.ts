// Per-kind offline policy (DESIGN.md): configuration and record edits wait in the outbox for the
// connection; an instrument command is sent only while connected and soon after the click, because
// running "start pump" an hour later is dangerous.
import type { OutboxEntry, OutboxKind } from './outbox-entry';

export type OfflinePolicy = { mode: 'queue' } | { mode: 'onlineWithin'; seconds: number };

/** How long after the click an instrument command may still be sent. */
export const COMMAND_WINDOW_SECONDS = 10;

export const COMMAND_TOO_LATE_MESSAGE = /*i18n*/ 'The command was not sent: the connection was not back within a few seconds of the click. Run it again if it is still wanted.';
export const COMMAND_OFFLINE_MESSAGE = /*i18n*/ 'This instrument command needs a connection to the server.';
export const RESULT_UNKNOWN_MESSAGE = /*i18n*/ 'Result unknown — check the instrument.';

export function offlinePolicyOf(kind: OutboxKind): OfflinePolicy {
  return kind === 'node.call' ? { mode: 'onlineWithin', seconds: COMMAND_WINDOW_SECONDS } : { mode: 'queue' };
}

/** Whether an entry may still be sent at `now`; an online-only one only within its window. */
export function maySendAt(entry: Pick<OutboxEntry, 'kind' | 'createdAt'>, now: number): boolean {
  const policy = offlinePolicyOf(entry.kind);
  return policy.mode === 'queue' || now - entry.createdAt <= policy.seconds * 1000;
}

/** Whether an entry of the kind may be made while the browser says it is offline. */
export function mayQueueOffline(kind: OutboxKind): boolean {
  return offlinePolicyOf(kind).mode === 'queue';
}
