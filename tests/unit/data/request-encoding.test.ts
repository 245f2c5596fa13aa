import { describe, expect, it } from 'vitest';
import { encodeBody, withQuery } from '../../../src/data/request-encoding';

describe('withQuery', () => {
  it('skips empty values, repeats arrays, writes dates as ISO and extends an existing query', () => {
    const url = withQuery('/api/db/customer?x=1', {
      ItemsPerPage: 50,
      PageCursor: null,
      ids: [1, 2],
      from: new Date('2025-01-02T03:04:05Z'),
      skip: undefined,
    });
    expect(url).toBe('/api/db/customer?x=1&ItemsPerPage=50&ids=1&ids=2&from=2025-01-02T03%3A04%3A05.000Z');
  });

  it('leaves the path alone without query values', () => {
    expect(withQuery('/a', { b: undefined })).toBe('/a');
  });
});

describe('encodeBody', () => {
  it('sends plain values as JSON and bytes as octet-stream, FormData untouched', () => {
    expect(encodeBody([1, 2])).toEqual({ body: '[1,2]', contentType: 'application/json' });
    expect(encodeBody(new Uint8Array([1])).contentType).toBe('application/octet-stream');
    const form = new FormData();
    expect(encodeBody(form)).toEqual({ body: form });
    expect(encodeBody(undefined)).toEqual({});
  });
});
