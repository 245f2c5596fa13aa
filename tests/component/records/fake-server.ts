// A fetch stand-in for record screens: answers by method and URL, records every call, and says 404 to
// anything it was not told about (as the server does for unreadable records).
import { setFetchImplementation } from '../../../src/data/api-client';
import { customerAnswer } from '../../support/record-answer';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import type { RecordAnswer } from '../../../src/domain/records/record-wire';

export type FakeAnswer = { status?: number; body: unknown } | 'network';
/** `body`: the request's JSON body, or null. */
export type FakeRoute = { method?: string; url: RegExp; answer: (url: string, body: unknown) => FakeAnswer | Promise<FakeAnswer> };

export type Call = { method: string; url: string; body: unknown };

export function fakeServer(routes: FakeRoute[]): Call[] {
  const calls: Call[] = [];
  setFetchImplementation(async (input, init) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, url, body });
    const route = routes.find((r) => (r.method ?? 'GET') === method && r.url.test(url));
    if (!route) return jsonResponse(404, { error: [{ msg: 'Record not found or you do not have enough permissions!' }] });
    const answer = await route.answer(url, body);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  return calls;
}

export function page(items: RecordAnswer[]) {
  return { items, total: items.length, itemsPerPage: 50, curPageNo: 1, maxId: Math.max(0, ...items.map((i) => i.id)), nextCursor: null, prevCursor: null, eof: true };
}

export function groupAnswer(entity: 'project' | 'experiment', id: number, name: string, over: Partial<RecordAnswer> = {}): RecordAnswer {
  const { address: _a, contactPhone: _c, ...common } = customerAnswer(id, name, over);
  return { ...common, entity };
}
