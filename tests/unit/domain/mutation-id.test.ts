// The X-Mutation-Id header format shared by the server and the client's outbox (docs/api.md
// "Exactly-once writes: X-Mutation-Id").
import { describe, expect, it } from 'vitest';
import { expectedSeqOf, formatMutationId, newClientId, parseClientTime, parseMutationId } from '../../../src/domain/mutation-id';

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

describe('the client side', () => {
  it('makes a 22-character base64url client id from 128 random bits, one the server accepts', () => {
    const id = newClientId(() => new Uint8Array(16).fill(255));
    expect(id).toBe('_____________________w');
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newClientId()).not.toBe(newClientId());
    expect(parseMutationId(formatMutationId({ clientId: newClientId(), seq: 3 }))?.seq).toBe(3);
  });

  it('reads expectedSeq from a gap answer only', () => {
    expect(expectedSeqOf({ error: [{ msg: 'gap' }], expectedSeq: 4 })).toBe(4);
    expect(expectedSeqOf({ error: [{ msg: 'stale', field: 'recRev' }] })).toBeNull();
  });
});

describe('parseClientTime', () => {
  it('reads an ISO 8601 UTC time and normalises it to milliseconds', () => {
    expect(parseClientTime('2026-01-31T12:00:00Z')).toBe('2026-01-31T12:00:00.000Z');
    expect(parseClientTime('2026-01-31T12:00:00.5Z')).toBe('2026-01-31T12:00:00.500Z');
  });

  it('refuses anything else: other zones, dates alone, impossible dates, words', () => {
    for (const bad of ['2026-01-31T12:00:00+01:00', '2026-01-31', '2026-13-31T12:00:00Z', 'yesterday', '', '2026-01-31T12:00:00.1234Z']) {
      expect(parseClientTime(bad), bad).toBeUndefined();
    }
  });
});
