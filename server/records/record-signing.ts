// The server signs every published revision with its own Ed25519 key, generated at first start and
// kept in the settings table so every instance sharing the database signs and verifies alike.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getOrCreateSetting } from '../services/server-settings';
import { canonicalBytes } from './canonical-json';

export const SETTING_RECORD_SIGNING_KEY = 'recordSigningKey';

export type RecordKeys = { privateKey: KeyObject; publicKey: KeyObject };

const keysByDb = new WeakMap<object, Promise<RecordKeys>>();

function makeKeyPair(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

async function loadKeys(db: Kysely<Database>): Promise<RecordKeys> {
  const stored = await getOrCreateSetting(db, SETTING_RECORD_SIGNING_KEY, makeKeyPair);
  const privateKey = createPrivateKey({ key: Buffer.from(stored, 'base64'), format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

export function recordKeys(db: Kysely<Database>): Promise<RecordKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = loadKeys(db).catch((error: unknown) => {
      keysByDb.delete(db);
      throw error;
    });
    keysByDb.set(db, keys);
  }
  return keys;
}

export type SignedRevision = { entity: string; guid: string; rev: number; content: unknown };

/** The one serialisation of a revision that both signing and verification use. */
function revisionBytes(revision: SignedRevision): Buffer {
  return canonicalBytes({ entity: revision.entity, guid: revision.guid, rev: revision.rev, content: revision.content });
}

export function signRevision(keys: RecordKeys, revision: SignedRevision): string {
  return sign(null, revisionBytes(revision), keys.privateKey).toString('base64');
}

export function verifyRevision(keys: RecordKeys, revision: SignedRevision, signature: string | null): boolean {
  if (!signature) return false;
  try {
    return verify(null, revisionBytes(revision), keys.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
