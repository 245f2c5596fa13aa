// The outbox's writes among the requests a lossy proxy passes on, told apart by their X-Mutation-Id:
// which request to hold or lose, and what the server answered to each try of one write.
import type { LossyProxy, ProxiedRequest } from './lossy-proxy';

export function mutationId(request: ProxiedRequest): string | undefined {
  const header = request.headers['x-mutation-id'];
  return typeof header === 'string' ? header : undefined;
}

/** Accepts the outbox's node batch carrying the n-th distinct mutation id the proxy sees. */
export function nthMutation(n: number): (request: ProxiedRequest) => boolean {
  const seen = new Set<string>();
  return (request) => {
    const id = mutationId(request);
    if (request.method !== 'POST' || !request.path.startsWith('/api/node/batch') || !id) return false;
    const first = !seen.has(id);
    seen.add(id);
    return first && seen.size === n;
  };
}

/** The server's answers to one mutation id, in the order they came. */
export function answersFor(proxy: LossyProxy, id: string): { status: number; replayed: boolean }[] {
  return proxy.log.filter((entry) => mutationId(entry.request) === id).map(({ status, replayed }) => ({ status, replayed }));
}
