// Malformed multipart bodies on the two upload routes (licence file, package import) are the client's
// fault: each answers 4xx with the error list, never 500, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/app-constants';
import { MAX_UPLOAD_BYTES } from '../../server/packages/archive-limits';
import { MAX_LICENCE_BYTES, MSG_LICENCE_TOO_LARGE } from '../../server/routes/licence';
import { MSG_FILE_TOO_LARGE, MSG_UPLOAD_MALFORMED, MSG_UPLOAD_ONE_FILE } from '../../server/routes/records-packages';
import { messages, useAdminServer } from './support/record-requests';

const env = useAdminServer();

const BOUNDARY = 'UploadTestBoundary42';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function filePart(fileName: string, content: string, field = 'file'): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
}

function form(...parts: string[]): string {
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** A POST with the session's credentials and a body sent byte for byte as given. */
async function postRaw(path: string, contentType: string | undefined, body: string): Promise<{ status: number; msgs: string[] }> {
  const xsrf = env.admin.client.cookie(XSRF_COOKIE)?.value ?? '';
  const headers: Record<string, string> = { authorization: `Bearer ${env.admin.token}`, [XSRF_HEADER]: xsrf, cookie: `${XSRF_COOKIE}=${xsrf}` };
  if (contentType) headers['content-type'] = contentType;
  const res = await fetch(env.server.baseUrl + path, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, msgs: messages({ status: res.status, headers: res.headers, text, body: JSON.parse(text) as unknown, setCookies: [] }) };
}

const routes = [
  { path: '/api/licence/upload', fileName: 'licence.json', maxBytes: MAX_LICENCE_BYTES, tooLarge: MSG_LICENCE_TOO_LARGE, missing: 'Choose a licence file to upload.' },
  { path: '/api/db/package/ImportPackages', fileName: 'export.xpkg', maxBytes: MAX_UPLOAD_BYTES, tooLarge: MSG_FILE_TOO_LARGE, missing: 'Choose a package file (.xpkg or .pkg) to import.' },
];

describe.each(routes)('malformed uploads to $path', ({ path, fileName, maxBytes, tooLarge, missing }) => {
  const complete = form(filePart(fileName, '{"licensedTo":"x"}'));

  it.each([
    ['a body cut off inside the part headers', MULTIPART, complete.slice(0, 60)],
    ['a body cut off inside the file', MULTIPART, complete.slice(0, complete.indexOf('licensedTo'))],
    ['a body without its closing boundary', MULTIPART, filePart(fileName, 'abc')],
    ['a boundary that is not the one in the body', 'multipart/form-data; boundary=SomethingElse', complete],
    ['a multipart content type without a boundary', 'multipart/form-data', complete],
    ['a part without a Content-Disposition header', MULTIPART, form(`--${BOUNDARY}\r\nX-Nothing: here\r\n\r\nabc\r\n`)],
  ])('answers 400 with the error list to %s', async (_name, contentType, body) => {
    const res = await postRaw(path, contentType, body);
    expect(res.status).toBe(400);
    expect(res.msgs.length).toBe(1);
    expect([MSG_UPLOAD_MALFORMED, missing]).toContain(res.msgs[0]);
  });

  it.each([
    ['an empty multipart body', MULTIPART, ''],
    ['a JSON content type', 'application/json', '{"file":"x"}'],
    ['a text content type', 'text/plain', complete],
    ['no content type', undefined, complete],
  ])('answers 400 "choose a file" to %s', async (_name, contentType, body) => {
    expect(await postRaw(path, contentType, body)).toEqual({ status: 400, msgs: [missing] });
  });

  it('answers 400 to a second file, whatever its field', async () => {
    expect(await postRaw(path, MULTIPART, form(filePart('other.bin', 'zz', 'other'), filePart(fileName, 'abc')))).toEqual({ status: 400, msgs: [MSG_UPLOAD_ONE_FILE] });
  });

  it('answers 400 to a form of more fields than an upload has, and no file', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`);
    expect(await postRaw(path, MULTIPART, form(...fields))).toEqual({ status: 400, msgs: [MSG_UPLOAD_ONE_FILE] });
  });

  it('answers 413 to a file one byte over the limit', async () => {
    expect(await postRaw(path, MULTIPART, form(filePart(fileName, 'x'.repeat(maxBytes + 1))))).toEqual({ status: 413, msgs: [tooLarge] });
  });

  it('stores nothing and still answers the next good request', async () => {
    expect((await env.server.database.db.selectFrom('settings').select('key').where('key', '=', 'serverLicence').execute()).length).toBe(0);
    expect((await env.admin.get('/api/licence/check')).status).toBe(200);
  });
});
