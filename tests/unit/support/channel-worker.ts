// Worker stand-ins for the Comlink worker clients' tests (Node has no module workers).
import { expose } from 'comlink';

/** One end of a MessageChannel, the other end serving `api` through Comlink. */
export function channelWorker<T extends object>(api: T): Worker {
  const { port1, port2 } = new MessageChannel();
  expose(api, port2);
  return Object.assign(port1, { terminate: () => port1.close(), onerror: null }) as unknown as Worker;
}

/** A worker whose module never loads: it only ever fires an error event. */
export function brokenWorker(): Worker {
  const target = new EventTarget();
  const worker = Object.assign(target, { postMessage: () => setTimeout(() => target.dispatchEvent(new Event('error'))), terminate: () => {} });
  return worker as unknown as Worker;
}
