// The page's outbox: the auth port the shell hands over at start, the one sender object of this page
// and its backoff timer. Writes ask here for the signed-in user their entries belong to.
import { Severity } from '../../domain/error-item';
import { ApiError } from '../api-error';
import type { AuthPort } from './auth-port';
import type { WriteContext } from './node-writes';
import { onEnqueued } from './outbox-signal';
import { OutboxSender } from './outbox-sender';
import type { SenderOptions } from './outbox-sender';

export const SIGNED_OUT_MESSAGE = /*i18n*/ 'Sign in to make changes.';

type Runtime = { port: AuthPort; sender: OutboxSender; stop: () => void };

let runtime: Runtime | null = null;

export type RuntimeOptions = Omit<SenderOptions, 'port' | 'onWake'> & {
  /** Entries wait out a backoff (no answer): the page asks the service worker to send them later too. */
  onBackoff?: () => void;
};

/** Starts the page's sender over the port; flushes after every entry made here and when a backoff ends. */
export function startOutbox(port: AuthPort, { onBackoff, ...options }: RuntimeOptions = {}): OutboxSender {
  stopOutbox();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sender: OutboxSender = new OutboxSender({
    ...options,
    port,
    onWake: (at) => {
      onBackoff?.();
      clearTimeout(timer);
      timer = setTimeout(() => void sender.flush().catch(reportFlushError), Math.max(0, at - Date.now()));
    },
  });
  const unsubscribe = onEnqueued(() => void sender.flush().catch(reportFlushError));
  runtime = { port, sender, stop: () => {
    clearTimeout(timer);
    unsubscribe();
  } };
  return sender;
}

export function stopOutbox(): void {
  runtime?.stop();
  runtime = null;
}

/** Sends what can be sent; nothing when the outbox is not started. */
export function flushOutbox(): Promise<void> {
  return runtime ? runtime.sender.flush().catch(reportFlushError) : Promise.resolve();
}

/** The server may be reachable again (start, online, visible, sign-in): entries in backoff go now. */
export function retryOutboxNow(): Promise<void> {
  return runtime ? runtime.sender.retryNow().catch(reportFlushError) : Promise.resolve();
}

/** Resolves once the page's sender has no send under way; at once when the outbox is not started. */
export function whenSenderIdle(): Promise<void> {
  return runtime ? runtime.sender.idle() : Promise.resolve();
}

/** The user new entries belong to; refuses when nobody is signed in. */
export function writeContext(): WriteContext {
  const userId = runtime?.port.userId() ?? null;
  if (userId === null) throw new ApiError({ status: 0, errors: [{ msg: SIGNED_OUT_MESSAGE, severity: Severity.error }] });
  return { userId };
}

export function outboxUserId(): string | null {
  return runtime?.port.userId() ?? null;
}

function reportFlushError(error: unknown): void {
  console.error('sending the outbox failed', error);
}
