// The exactly-once protocol of writes (docs/api.md "Exactly-once writes: X-Mutation-Id"), shared by the
// server and the client's outbox: `X-Mutation-Id: {clientId}:{seq}`, clientId a random 128-bit id in
// base64url (22 characters), one per installation and user; seq 1, 2, 3… per client, given to an outbox
// entry when it is first sent.
export const HEADER_MUTATION_ID = 'X-Mutation-Id';
/** '1' on an answer the server stored earlier and sends again instead of applying the write twice. */
export const HEADER_MUTATION_REPLAYED = 'X-Mutation-Replayed';

export type MutationId = { clientId: string; seq: number };

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
