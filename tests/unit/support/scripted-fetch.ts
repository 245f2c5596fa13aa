// A fetch whose answers the test scripts, recording every call: the allowed fake for injecting
// faults (network failure, HTML pages, token-expired sequences) into the api client. Its response
// builders also serve the component tests' fake servers.
export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown; signal: AbortSignal | null };
export type Responder = (call: FetchCall) => Response | Promise<Response>;

export function scriptedFetch(responder: Responder): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body ?? null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    return responder(call);
  };
  return { fetch: fake as typeof fetch, calls };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

export function textResponse(status: number, text: string, contentType = 'text/plain', statusText = ''): Response {
  return new Response(text, { status, statusText, headers: { 'content-type': contentType } });
}

/** Never answers; rejects like fetch does once the request's signal aborts. */
export function hangUntilAborted(call: FetchCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}
