import { describe, expect, it } from 'vitest';
import { formatErrorLine, messagesFromUnknown, normalizeError } from '../../../src/domain/normalize-error';
import type { ErrorSource } from '../../../src/domain/normalize-error';

function response(status: number, body: unknown, contentType: string | null = 'application/json', statusText = ''): ErrorSource {
  return { kind: 'response', status, statusText, contentType, body };
}

describe('normalizeError', () => {
  it('uses a server error list as it is', () => {
    const body = { error: [{ msg: 'Name is required', severity: 2, field: 'name' }, { msg: 'Check the address', severity: 1 }] };
    expect(normalizeError(response(400, body))).toEqual([
      { msg: 'Name is required', severity: 2, field: 'name' },
      { msg: 'Check the address', severity: 1 },
    ]);
  });

  it('accepts strings, msg objects and nested arrays inside the error list', () => {
    const body = { error: ['Plain', [{ msg: 'Nested' }, ['Deeper']]] };
    expect(normalizeError(response(400, body)).map((e) => e.msg)).toEqual(['Plain', 'Nested', 'Deeper']);
  });

  it('counts an unknown severity as an error', () => {
    expect(normalizeError(response(400, { error: [{ msg: 'x', severity: 9 }, { msg: 'y' }] })).map((e) => e.severity)).toEqual([2, 2]);
  });

  it('turns plain text into one message with the status', () => {
    expect(normalizeError(response(500, 'Database is down\n', 'text/plain'))).toEqual([{ msg: '500 Database is down', severity: 2 }]);
  });

  it("turns an HTML page into 'Error: {status} {statusText}'", () => {
    const html = '<!DOCTYPE html><html><body>Bad gateway</body></html>';
    expect(normalizeError(response(502, html, 'text/html', 'Bad Gateway'))).toEqual([{ msg: 'Error: 502 Bad Gateway', severity: 2 }]);
  });

  it('recognises an HTML page by its content even without an HTML content type', () => {
    expect(normalizeError(response(502, '<html><body>x</body></html>', null, 'Bad Gateway'))[0]?.msg).toBe('Error: 502 Bad Gateway');
  });

  it("turns a network failure into 'Error: {message}'", () => {
    expect(normalizeError({ kind: 'network', message: 'Network Error' })).toEqual([{ msg: 'Error: Network Error', severity: 2 }]);
  });

  it("turns anything else into 'Internal error:{message}'", () => {
    expect(normalizeError({ kind: 'other', error: new RangeError('bad index') })).toEqual([{ msg: 'Internal error:bad index', severity: 2 }]);
  });

  it("reports an aborted request as 'Request aborted'", () => {
    expect(normalizeError({ kind: 'aborted' })[0]?.msg).toBe('Request aborted');
  });

  it('decodes a binary error body as UTF-8 JSON (failed licence key download)', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ error: [{ msg: 'Licence ključ missing' }] }));
    expect(normalizeError(response(404, bytes, 'application/octet-stream'))).toEqual([{ msg: 'Licence ključ missing', severity: 2 }]);
  });

  it('decodes a binary error body given as an ArrayBuffer', () => {
    const bytes = new TextEncoder().encode('{"error":["No hardware key"]}');
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    expect(normalizeError(response(404, buffer, null))[0]?.msg).toBe('No hardware key');
  });

  it("answers 'Formatting error failed.' for a binary body that is not JSON", () => {
    expect(normalizeError(response(500, new Uint8Array([0xff, 0x00, 0x13]), null))[0]?.msg).toBe('Formatting error failed.');
  });

  it("answers 'Formatting error failed.' for a JSON object in no accepted form", () => {
    expect(normalizeError(response(400, { problem: 42 }))[0]?.msg).toBe('Formatting error failed.');
  });

  it("answers 'Formatting error failed.' for invalid JSON declared as JSON", () => {
    expect(normalizeError(response(400, '{"error": [', 'application/json'))[0]?.msg).toBe('Formatting error failed.');
  });

  it('names the status when the answer has no body at all', () => {
    expect(normalizeError(response(404, '', 'text/plain'))[0]?.msg).toBe('Request failed with status code 404');
  });

  it('names the status when the server error list is empty', () => {
    expect(normalizeError(response(409, { error: [] }))[0]?.msg).toBe('Request failed with status code 409');
  });
});

describe('messagesFromUnknown', () => {
  it('accepts a string, an object with msg, an array and an object with an error list', () => {
    expect(messagesFromUnknown('a').map((e) => e.msg)).toEqual(['a']);
    expect(messagesFromUnknown({ msg: 'b', field: 'f' })).toEqual([{ msg: 'b', field: 'f', severity: 2 }]);
    expect(messagesFromUnknown(['c', { msg: 'd' }]).map((e) => e.msg)).toEqual(['c', 'd']);
    expect(messagesFromUnknown({ error: [{ msg: 'e', severity: 0 }] })).toEqual([{ msg: 'e', severity: 0 }]);
  });

  it("falls back to 'Formatting error failed.' for anything else", () => {
    expect(messagesFromUnknown(42)).toEqual([{ msg: 'Formatting error failed.', severity: 2 }]);
    expect(messagesFromUnknown(null)[0]?.msg).toBe('Formatting error failed.');
  });
});

describe('formatErrorLine', () => {
  it('joins visible messages on one line and names their fields', () => {
    const line = formatErrorLine([{ msg: 'Required', field: 'name' }, { msg: 'secret', hidden: true }, { msg: 'Try again' }]);
    expect(line).toBe('name: Required; Try again');
  });
});
