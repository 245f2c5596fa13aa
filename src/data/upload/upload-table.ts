// The `uploads` table (db.ts version 7): one row per chunked upload of this user, its file included, so
// the page, the upload worker and a page after a reload share where each upload stands.
import { newClientId } from '../../domain/mutation-id';
import type { UploadRecord, UploadTarget } from '../../domain/upload/upload-record';
import type { ConsoleDatabase } from '../db';

/** A random, URL-safe upload id of 24 characters (UPLOAD_UID_PATTERN). */
export function newUploadUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

export async function createUploadRecord(database: ConsoleDatabase, file: File, target: UploadTarget, now = new Date()): Promise<UploadRecord> {
  const record: UploadRecord = {
    ...target,
    uid: newUploadUid(),
    fileName: file.name,
    size: file.size,
    lastModified: file.lastModified,
    file,
    clientId: newClientId(),
    phase: 'sending',
    heldBytes: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await database.uploads.add(record);
  return record;
}

export function uploadRecord(database: ConsoleDatabase, uid: string): Promise<UploadRecord | undefined> {
  return database.uploads.get(uid);
}

export async function updateUploadRecord(database: ConsoleDatabase, uid: string, changes: Partial<Omit<UploadRecord, 'uid' | 'file'>>): Promise<void> {
  await database.uploads.update(uid, { ...changes, updatedAt: new Date().toISOString() });
}

/** Uploads that stopped before their end (a reload, a dropped network) for one method, oldest first. */
export async function resumableUploads(database: ConsoleDatabase, methodName: string): Promise<UploadRecord[]> {
  const rows = await database.uploads.filter((r) => r.methodName === methodName && (r.phase === 'sending' || r.phase === 'finishing')).toArray();
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Drops the row and its file: the upload ended and the screen has shown how. */
export async function deleteUploadRecord(database: ConsoleDatabase, uid: string): Promise<void> {
  await database.uploads.delete(uid);
}
