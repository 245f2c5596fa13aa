// One send of one entry: a thin fetch with the console's headers, the bearer token and the mutation
// id, bounded by a timeout. No refresh, no UI reactions: the sender decides what an answer means, and
// the same code can run where there is no page (a service worker).
import { formatMutationId, HEADER_CLIENT_TIME, HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED } from '../../domain/mutation-id';
import { NODE_BATCH_PATH } from '../../domain/nodes/node-protocol';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { batchTargetFor } from '../nodes/share-views';
import { withQuery } from '../request-encoding';
import type { QueryParams } from '../request-encoding';

export type OutboxRequest = { method: string; path: string; query?: QueryParams; headers?: Record<string, string>; body: unknown };

export type TransportAnswer = { status: number; body: unknown; replayed: boolean };

/** No answer arrived (network failure or timeout): the entry is tried again with the same seq. */
export class NoAnswerError extends Error {
  constructor(readonly timedOut: boolean, cause?: unknown) {
    super(timedOut ? /*i18n*/ 'The server did not answer in time.' : /*i18n*/ 'No connection to the server.', { cause });
    this.name = 'NoAnswerError';
  }
}

/** When the user made the change: the audit log keeps it beside the server's time (docs/api.md). */
function clientTimeOf(entry: OutboxEntry): string {
  return new Date(entry.createdAt).toISOString();
}

/** The HTTP call of an entry; `recRev` replaces the stored one for a revision taken from the mirror. */
export function requestOf(entry: OutboxEntry, recRev?: number): OutboxRequest {
  const { payload, target } = entry;
  if (payload.type === 'batch') return batchRequest(payload.host, payload.items, clientTimeOf(entry));
  const id = target.type === 'record' ? target.id : 0;
  const body = { ...payload.body, ...(recRev === undefined ? {} : { recRev }), ...(payload.targetInIds ? { ids: [id] } : {}) };
  const path = payload.path ?? `/api/db/${payload.entity}${payload.suffix.replace('{id}', String(id))}`;
  return { method: payload.method, path, query: payload.query, headers: { [HEADER_CLIENT_TIME]: clientTimeOf(entry) }, body };
}

/** A node batch to the host's route (a share link's too) with the client time; `query` adds batch options. */
function batchRequest(host: string, items: unknown[], clientTime: string, query: QueryParams = {}): OutboxRequest {
  const route = batchTargetFor(host);
  return { method: 'POST', path: NODE_BATCH_PATH, query: { ...route.query, ...query }, headers: { ...route.headers, [HEADER_CLIENT_TIME]: clientTime }, body: items };
}

/**
 * The one node batch of a group of entries (domain/outbox/outbox-group.ts): their items in order, each
 * with the time its change was made, ending at the first refused item (stopOnFailure).
 */
export function groupRequestOf(entries: readonly OutboxEntry[]): OutboxRequest {
  const [first] = entries;
  if (first?.payload.type !== 'batch') throw new Error('outbox: a group is made of node batches');
  const items = entries.flatMap((e) => (e.payload.type === 'batch' ? e.payload.items.map((item) => ({ ...item, clientTime: clientTimeOf(e) })) : []));
  return batchRequest(first.payload.host, items, clientTimeOf(first), { stopOnFailure: true });
}

export type SendInput = {
  request: OutboxRequest;
  clientId: string;
  seq: number;
  token: string;
  baseHeaders: Record<string, string>;
  fetch: typeof fetch;
  timeoutMs: number;
};

export async function sendRequest({ request, clientId, seq, token, baseHeaders, fetch: fetchImpl, timeoutMs }: SendInput): Promise<TransportAnswer> {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(withQuery(request.path, request.query), {
      method: request.method,
      headers: {
        ...baseHeaders,
        ...request.headers,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        [HEADER_MUTATION_ID]: formatMutationId({ clientId, seq }),
      },
      body: JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: abort.signal,
    });
    const text = await response.text();
    return { status: response.status, body: parseBody(text), replayed: response.headers.get(HEADER_MUTATION_REPLAYED) === '1' };
  } catch (error) {
    throw new NoAnswerError(timedOut, error);
  } finally {
    clearTimeout(timer);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
