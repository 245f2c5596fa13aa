// The exactly-once protocol's client side (docs/api.md "Mutation ids"): every write carries
// X-Mutation-Id {clientId}:{seq}. The client id is 128 random bits, base64url, one per installation
// and user; seq counts 1, 2, 3… per client and is given to an entry when it is first sent.
export const HEADER_MUTATION_ID = 'X-Mutation-Id';
export const HEADER_MUTATION_REPLAYED = 'X-Mutation-Replayed';

export function mutationIdHeader(clientId: string, seq: number): string {
  return `${clientId}:${seq}`;
}

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
  const expected = (body as { expectedSeq?: unknown }).expectedSeq;
  return typeof expected === 'number' && Number.isInteger(expected) && expected > 0 ? expected : null;
}

function defaultRandomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
