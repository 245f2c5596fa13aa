// The share_links table: create, revoke, and open a link by id and pass. The pass is 256 random bits,
// so a plain SHA-256 is enough (no slow hash needed against guessing); it is compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShareLinkGrant } from '../../src/domain/nodes/share-links';
import type { Database, ShareLinkRow, UserRow } from '../db/schema';

/** 128 random bits, url-safe (22 characters). */
const SHARE_ID_BYTES = 16;
/** 256 random bits, url-safe (43 characters). */
const SHARE_PASS_BYTES = 32;

function hashPass(pass: string): string {
  return createHash('sha256').update(pass).digest('hex');
}

function samePass(pass: string, storedHash: string): boolean {
  const given = Buffer.from(hashPass(pass), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type NewShareLink = { host: string; gId: string; createdBy: number; hours: number; now?: Date };

export async function createShareLink(db: Kysely<Database>, link: NewShareLink): Promise<ShareLinkGrant> {
  const now = link.now ?? new Date();
  const shareId = randomBytes(SHARE_ID_BYTES).toString('base64url');
  const sharePass = randomBytes(SHARE_PASS_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + link.hours * 3_600_000).toISOString();
  await db
    .insertInto('share_links')
    .values({ id: shareId, host: link.host, g_id: link.gId, pass_hash: hashPass(sharePass), created_by: link.createdBy, created_at: now.toISOString(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return { shareId, sharePass, expiresAt };
}

/** Revokes the node's links that are still live; answers how many. */
export async function revokeShareLinks(db: Kysely<Database>, host: string, gId: string, now = new Date()): Promise<number> {
  const time = now.toISOString();
  const rows = await db
    .updateTable('share_links')
    .set({ revoked_at: time })
    .where('host', '=', host)
    .where('g_id', '=', gId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', time)
    .returning('id')
    .execute();
  return rows.length;
}

/** A link that may be used now, with the user whose access it lends. */
export type OpenShareLink = { link: ShareLinkRow; creator: UserRow };

/**
 * The link when id and pass match, it is neither revoked nor expired, and its creator still exists
 * and is not disabled; otherwise undefined, whatever the reason, so the answers cannot be told apart.
 */
export async function openShareLink(db: Kysely<Database>, shareId: string, pass: string, now = new Date()): Promise<OpenShareLink | undefined> {
  const link = await db.selectFrom('share_links').selectAll().where('id', '=', shareId).executeTakeFirst();
  // Hash and compare also for an unknown id, so its answer takes as long as a wrong pass.
  const passOk = samePass(pass, link?.pass_hash ?? hashPass(''));
  if (!link || !passOk || link.revoked_at !== null || link.expires_at <= now.toISOString()) return undefined;
  const creator = await db.selectFrom('users').selectAll().where('id', '=', link.created_by).executeTakeFirst();
  if (!creator || creator.disabled) return undefined;
  return { link, creator };
}
