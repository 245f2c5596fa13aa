// The X-Mutation-Id header format shared by the server and the client's outbox (docs/api.md
// "Exactly-once writes: X-Mutation-Id").
import { describe, expect, it } from 'vitest';
import { formatMutationId, parseMutationId } from '../../../src/domain/mutation-id';

const CLIENT = 'AAECAwQFBgcICQoLDA0ODw'; // 16 bytes in base64url

describe('parseMutationId', () => {
  it('reads {clientId}:{seq} and formats it back', () => {
    expect(parseMutationId(`${CLIENT}:1`)).toEqual({ clientId: CLIENT, seq: 1 });
    expect(formatMutationId({ clientId: CLIENT, seq: 9007199254740991 })).toBe(`${CLIENT}:9007199254740991`);
    expect(parseMutationId(`${CLIENT}:9007199254740991`)).toEqual({ clientId: CLIENT, seq: Number.MAX_SAFE_INTEGER });
  });

  it('refuses other client ids and seqs that are not positive safe integers', () => {
    for (const bad of [`${CLIENT.slice(1)}:1`, `${CLIENT}A:1`, `${CLIENT.slice(1)}+:1`, `${CLIENT}:0`, `${CLIENT}:01`, `${CLIENT}:-1`, `${CLIENT}:1.5`, `${CLIENT}:9007199254740992`, CLIENT, `${CLIENT}:1:2`, ` ${CLIENT}:1`]) {
      expect(parseMutationId(bad), bad).toBeUndefined();
    }
  });
});
