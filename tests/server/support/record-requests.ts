// Shortcuts for the record API tests: authenticated calls as a seeded user, and multipart uploads
// carrying the same cookies and XSRF header as the browser app.
import { afterAll, beforeAll } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/app-constants';
import type { RecordAnswer, RecordPage } from '../../../src/domain/records/record-wire';
import { jsonOrUndefined } from './test-client';
import type { TestClient, TestResponse } from './test-client';
import { startTestServer } from './test-server';
import type { TestServer, TestServerOptions } from './test-server';

export type Session = {
  client: TestClient;
  token: string;
  get(path: string): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  put(path: string, body?: unknown): Promise<TestResponse>;
  del(path: string, body?: unknown): Promise<TestResponse>;
  upload(path: string, fileName: string, data: Uint8Array, field?: string, extraHeaders?: Record<string, string>): Promise<TestResponse>;
};

export async function sessionOf(server: TestServer, username: string): Promise<Session> {
  const { client, auth } = await server.login(username);
  const token = auth.token;
  return {
    client,
    token,
    get: (path) => client.get(path, { token }),
    post: (path, body) => client.post(path, body, { token }),
    put: (path, body) => client.request('PUT', path, { body, token }),
    del: (path, body) => client.request('DELETE', path, { body, token }),
    async upload(path, fileName, data, field = 'file', extraHeaders = {}) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(data)]), fileName);
      const headers: Record<string, string> = { ...extraHeaders, authorization: `Bearer ${token}` };
      const xsrf = client.cookie(XSRF_COOKIE)?.value;
      if (xsrf) {
        headers[XSRF_HEADER] = xsrf;
        headers.cookie = `${XSRF_COOKIE}=${xsrf}`;
      }
      const res = await fetch(client.baseUrl + path, { method: 'POST', headers, body: form });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: jsonOrUndefined(text), setCookies: [] };
    },
  };
}

export type AdminTestEnv = { server: TestServer; admin: Session };

/** One test server per test file with admin signed in; the fields are set once the file's beforeAll hooks have run. */
export function useAdminServer(options?: TestServerOptions): AdminTestEnv {
  const env = {} as AdminTestEnv;
  beforeAll(async () => {
    env.server = await startTestServer(options);
    env.admin = await sessionOf(env.server, 'admin');
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}

export function record(res: TestResponse): RecordAnswer {
  if (res.status >= 300) throw new Error(`expected a record, got ${res.status} ${res.text}`);
  return res.body as RecordAnswer;
}

export function page(res: TestResponse): RecordPage {
  if (res.status !== 200) throw new Error(`expected a page, got ${res.status} ${res.text}`);
  return res.body as RecordPage;
}

export function messages(res: TestResponse): string[] {
  return ((res.body as { error?: { msg: string }[] } | undefined)?.error ?? []).map((e) => e.msg);
}

export const NOT_FOUND_MSG = 'Record not found or you do not have enough permissions!';
