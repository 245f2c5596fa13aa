// How a request's body and query are put on the wire, apart from the client's control flow.

type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

/** JSON unless the body is already a browser body type (FormData for uploads, bytes, blobs). */
export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  // The browser sets the multipart boundary, the blob's own type or the form encoding itself.
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return { body };
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return { body: body as BodyInit, contentType: 'application/octet-stream' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Appends the query, skipping null and undefined, repeating a key for arrays, dates as ISO. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      params.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const qs = params.toString();
  if (qs === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
