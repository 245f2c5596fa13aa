// A small HTTP client for server tests that behaves like the browser app: it keeps cookies
// (honouring their Path), and echoes the XSRF cookie in the X-XSRF-TOKEN header.
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/app-constants';

type StoredCookie = { value: string; path: string; attributes: string };

export type TestResponse = {
  status: number;
  headers: Headers;
  text: string;
  /** The body as received (downloads in other encodings than UTF-8); set by TestClient. */
  bytes?: Uint8Array;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
  /** Raw Set-Cookie lines of this response. */
  setCookies: string[];
};

export type RequestOptions = {
  body?: unknown;
  /** Sent as is (for invalid JSON tests); overrides `body`. */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  token?: string;
  /** Send the X-XSRF-TOKEN header (default true). */
  xsrf?: boolean;
};

/** The parsed JSON of an answer's text, or undefined when it is empty or not JSON. */
export function jsonOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  /** First call of a browser: any answer hands out the XSRF cookie. */
  async init(): Promise<this> {
    await this.request('GET', '/api/health');
    return this;
  }

  cookie(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  async request(method: string, urlPath: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const pathOnly = urlPath.split('?')[0] ?? '/';
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, c]) => pathOnly === c.path || pathOnly.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const xsrf = this.cookies.get(XSRF_COOKIE)?.value;
    if (options.xsrf !== false && xsrf) headers[XSRF_HEADER] = xsrf;
    if (options.token) headers.authorization = `Bearer ${options.token}`;

    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';

    const res = await fetch(this.baseUrl + urlPath, { method, headers, body: payload, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // What res.text() answers: UTF-8, a leading BOM dropped, invalid bytes replaced.
    const text = new TextDecoder().decode(bytes);
    return { status: res.status, headers: res.headers, text, bytes, body: jsonOrUndefined(text), setCookies };
  }

  get(urlPath: string, options?: RequestOptions): Promise<TestResponse> {
    return this.request('GET', urlPath, options);
  }

  post(urlPath: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('POST', urlPath, { ...options, body });
  }

  private store(line: string): void {
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attributes = attrs.join('; ');
    const pathAttr = attrs.find((a) => a.toLowerCase().startsWith('path='));
    const expired = attrs.some((a) => /^max-age=0$/i.test(a)) || attrs.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, path: pathAttr ? pathAttr.slice(5) : '/', attributes });
  }
}
