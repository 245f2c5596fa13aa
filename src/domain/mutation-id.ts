// The exactly-once protocol of writes (docs/api.md "Exactly-once writes: X-Mutation-Id"), shared by the
// server and the client's outbox: `X-Mutation-Id: {clientId}:{seq}`, clientId a random 128-bit id in
// base64url (22 characters), one per installation and user; seq 1, 2, 3… per client, given to an outbox
// entry when it is first sent.
export const HEADER_MUTATION_ID = 'X-Mutation-Id';
/** '1' on an answer the server stored earlier and sends again instead of applying the write twice. */
export const HEADER_MUTATION_REPLAYED = 'X-Mutation-Replayed';

export type MutationId = { clientId: string; seq: number };

/**
 * The client's clock when the user made the change (the outbox entry's creation), as ISO 8601 UTC: sent with
 * every outbox write, so the audit log shows when a change that waited offline was made (docs/api.md).
 */
export const HEADER_CLIENT_TIME = 'X-Client-Time';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The normalised time of an X-Client-Time value; undefined unless it is an ISO 8601 UTC time. */
export function parseClientTime(value: string): string | undefined {
  if (!ISO_UTC.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

const MUTATION_ID = /^([A-Za-z0-9_-]{22}):([1-9][0-9]{0,15})$/;

/** The id of a header value, or undefined when it is not `{clientId}:{seq}` with a positive safe integer seq. */
export function parseMutationId(value: string): MutationId | undefined {
  const match = MUTATION_ID.exec(value);
  if (!match) return undefined;
  const seq = Number(match[2]);
  if (!Number.isSafeInteger(seq)) return undefined;
  return { clientId: match[1] as string, seq };
}

export function formatMutationId(id: MutationId): string {
  return `${id.clientId}:${id.seq}`;
}

/** The 409 answer to a seq beyond the next one: the client resends from expectedSeq. */
export type MutationGapBody = { error: { msg: string; severity?: number; field?: string }[]; expectedSeq: number };

/** 22 base64url characters from 16 random bytes. */
export function newClientId(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): string {
  const bytes = randomBytes(16);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The expected next seq of a 409 answer to a sequence gap; null for any other 409 (e.g. a stale recRev). */
export function expectedSeqOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const expected = (body as Partial<MutationGapBody>).expectedSeq;
  return typeof expected === 'number' && Number.isInteger(expected) && expected > 0 ? expected : null;
}

function defaultRandomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
