// Chunked uploads on disk under DATA_DIR/uploads (node-model.md §7, docs/api.md "Chunked upload"). One
// folder per upload: meta.json (owner, total), data (the file, written in place at each chunk's offset)
// and held, a log with one line per chunk, appended only after that chunk's bytes are synced to disk. So
// the held chunks are exactly the logged ones, a crash never leaves a chunk that counts but is torn, and
// the finished file needs no copy. The process keeps each upload's held chunks in memory and its two files
// open while parts arrive, so a part costs a write, a sync and an append. A folder appears whole (made
// under .new-*, then renamed) and leaves whole (renamed to .trash-*, then removed), so nothing half-made is
// ever taken for an upload.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chunkCount, chunkIndexOf, chunkRange, heldRanges } from '../../src/domain/upload/chunk-grid';
import type { ByteRange, PartRange } from '../../src/domain/upload/content-range';
import { rangeLength } from '../../src/domain/upload/content-range';
import { UPLOAD_CHUNK_BYTES } from '../../src/domain/upload/upload-constants';
import type { Config } from '../config';
import { httpError } from '../services/http-error';
import { createKeyLock } from './key-lock';
import { createOpenFiles } from './open-files';

export const MSG_PART_OFF_GRID = `A part must be one whole chunk: it starts at a multiple of ${UPLOAD_CHUNK_BYTES} bytes and is ${UPLOAD_CHUNK_BYTES} bytes long (the last one up to the total).`;
export const MSG_PART_LENGTH = /*i18n*/ 'The part body is not as long as its Content-Range says.';
export const MSG_TOTAL_CHANGED = /*i18n*/ 'Content-Range total differs from the total this upload started with.';
export const MSG_CHUNK_DIFFERS = /*i18n*/ 'This chunk is held already with other bytes.';
export const MSG_UPLOAD_NOT_FOUND = /*i18n*/ 'No upload with this UID: it finished, was abandoned and cleaned up, or never started.';
export const MSG_UPLOAD_FOREIGN = /*i18n*/ 'This upload belongs to another user.';
export const MSG_UPLOAD_INCOMPLETE = /*i18n*/ 'The upload is not complete: some chunks have not arrived yet.';

export function uploadTooLargeMessage(max: number): string {
  return `The file is too large: at most ${max} bytes can be uploaded.`;
}
export function tooManyUploadsMessage(max: number): string {
  return `You have ${max} unfinished uploads already: finish or cancel one first.`;
}
export function tooManyBytesMessage(max: number): string {
  return `Your unfinished uploads would exceed ${max} bytes: finish or cancel one first.`;
}

export type UploadStatus = { uid: string; total: number; chunkSize: number; received: number; ranges: ByteRange[]; complete: boolean };
export type PartAnswer = UploadStatus & { replayed: boolean };
export type CompleteFile = { uid: string; path: string; size: number };

type Meta = { userId: number; total: number; createdAt: string };
type Limits = Pick<Config, 'uploadMaxBytes' | 'uploadUserMaxOpen' | 'uploadUserMaxBytes' | 'uploadAbandonSeconds'>;

export type UploadStore = {
  /**
   * The checks a part passes before its body is read (grid, owner, total, the largest upload), so a part
   * that would be refused costs no read; putPart checks them again.
   */
  checkPart(userId: number, uid: string, part: PartRange): Promise<void>;
  putPart(userId: number, uid: string, part: PartRange, body: Buffer): Promise<PartAnswer>;
  status(userId: number, uid: string): Promise<UploadStatus>;
  /** The finished file of the caller's upload; refuses an unfinished, missing or foreign one. */
  complete(userId: number, uid: string): Promise<CompleteFile>;
  remove(uid: string): Promise<void>;
  /** Deletes uploads untouched for longer than the abandon time and leftovers of interrupted writes; answers how many uploads went. */
  sweep(now?: Date): Promise<number>;
  readonly root: string;
  /** How many upload files this store holds open (data files and held-chunk logs). */
  readonly openFiles: number;
  close(): void;
};

const META = 'meta.json';
const DATA = 'data';
const HELD = 'held';
/** .new-* and .trash-* folders this old are leftovers of a crash, not work in progress. */
const LEFTOVER_MS = 60_000;
/** Data files kept open while idle: uploads sent at once by a few users, not every paused one. */
const OPEN_FILES = 16;

export function createUploadStore(config: Pick<Config, 'dataDir'> & Limits): UploadStore {
  const root = path.join(config.dataDir, 'uploads');
  const withKey = createKeyLock();
  const dirOf = (uid: string) => path.join(root, uid);

  const files = createOpenFiles(OPEN_FILES);
  const logs = createOpenFiles(OPEN_FILES, 'a');
  const dataOf = (uid: string) => path.join(dirOf(uid), DATA);
  const heldOf = (uid: string) => path.join(dirOf(uid), HELD);

  // meta.json never changes once written: kept per upload, so a part costs no read of it.
  const metas = new Map<string, Meta>();
  // The held chunks of each upload this process has touched, read from its log once: the log only grows
  // (putPart appends a chunk once it is synced) or goes with the whole upload.
  const helds = new Map<string, Promise<Set<number>>>();
  // Bumped by each removal of an upload: what a read begun before it found is not kept after it, so a
  // part that raced a cancel can not leave the old upload's meta or chunks standing for its UID.
  const removals = new Map<string, number>();
  const removalsOf = (uid: string) => removals.get(uid) ?? 0;

  async function readMeta(uid: string): Promise<Meta | undefined> {
    const known = metas.get(uid);
    if (known) return known;
    const before = removalsOf(uid);
    try {
      const meta = JSON.parse(await fs.readFile(path.join(dirOf(uid), META), 'utf8')) as Meta;
      if (removalsOf(uid) === before) metas.set(uid, meta);
      return meta;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async function ownedMeta(userId: number, uid: string): Promise<Meta> {
    const meta = await readMeta(uid);
    if (!meta) throw httpError(404, MSG_UPLOAD_NOT_FOUND, { field: 'UID' });
    if (meta.userId !== userId) throw httpError(403, MSG_UPLOAD_FOREIGN, { field: 'UID' });
    return meta;
  }

  /**
   * The held-chunk log's text; none yet is an empty log: an upload begun before the log existed (its
   * chunks were marker files) re-sends its chunks once, and the log is made by the first append.
   */
  async function readHeldLog(uid: string): Promise<string> {
    try {
      return await fs.readFile(heldOf(uid), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }

  async function heldOnDisk(uid: string, meta: Meta): Promise<number[]> {
    const lines = (await readHeldLog(uid)).split('\n');
    // The last piece is empty, or a line a crash cut short: its chunk is simply sent again.
    const count = chunkCount(meta.total, UPLOAD_CHUNK_BYTES);
    return lines.slice(0, -1).filter((line) => /^\d{1,9}$/.test(line) && Number(line) < count).map(Number);
  }

  /** Cuts a last line a crash left unfinished, before this process appends: "1" + "5\n" must not read as 15. */
  async function repairLog(uid: string): Promise<void> {
    const text = await readHeldLog(uid);
    if (text !== '' && !text.endsWith('\n')) await fs.truncate(heldOf(uid), Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
  }

  function heldChunks(uid: string, meta: Meta): Promise<Set<number>> {
    const known = helds.get(uid);
    if (known) return known;
    const before = removalsOf(uid);
    const loading = repairLog(uid).then(async () => new Set(await heldOnDisk(uid, meta)));
    helds.set(uid, loading);
    const forget = () => {
      if (helds.get(uid) === loading) helds.delete(uid);
    };
    loading.then(() => {
      if (removalsOf(uid) !== before) forget();
    }, forget);
    return loading;
  }

  /**
   * The held chunks as the disk has them: what a resuming client and the finishing call rely on, read
   * again so chunks another server instance logged on a shared DATA_DIR count too.
   */
  async function heldChunksOnDisk(uid: string, meta: Meta): Promise<Set<number>> {
    const held = await heldChunks(uid, meta);
    for (const index of await heldOnDisk(uid, meta)) held.add(index);
    return held;
  }

  function statusOf(uid: string, meta: Meta, held: Set<number>): UploadStatus {
    const ranges = heldRanges(held, meta.total, UPLOAD_CHUNK_BYTES);
    const received = ranges.reduce((sum, r) => sum + rangeLength(r), 0);
    return { uid, total: meta.total, chunkSize: UPLOAD_CHUNK_BYTES, received, ranges, complete: held.size === chunkCount(meta.total, UPLOAD_CHUNK_BYTES) };
  }

  async function openUploads(): Promise<{ uid: string; meta: Meta }[]> {
    let names: string[];
    try {
      names = await fs.readdir(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const found: { uid: string; meta: Meta }[] = [];
    for (const uid of names.filter((n) => !n.startsWith('.'))) {
      const meta = await readMeta(uid);
      if (meta) found.push({ uid, meta });
    }
    return found;
  }

  async function remove(uid: string): Promise<void> {
    removals.set(uid, removalsOf(uid) + 1);
    metas.delete(uid);
    helds.delete(uid);
    // Moved away before its files are closed: a part on its way that opens them after this fails (ENOENT)
    // and keeps nothing open. Closed first, such a part would open the old file again and keep it, and a new
    // upload under the same UID would be written into the deleted file.
    const trash = path.join(root, `.trash-${uid}-${randomBytes(4).toString('hex')}`);
    let moved = true;
    try {
      await fs.rename(dirOf(uid), trash);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      moved = false;
    }
    await Promise.all([files.drop(dataOf(uid)), logs.drop(heldOf(uid))]);
    // A part that read them while the folder was being moved.
    metas.delete(uid);
    helds.delete(uid);
    if (moved) await fs.rm(trash, { recursive: true, force: true });
  }

  async function sweep(now = new Date()): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(root);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const full = path.join(root, name);
      const stat = await fs.stat(name.startsWith('.') ? full : path.join(full, DATA)).catch(() => undefined);
      if (name.startsWith('.')) {
        if (!stat || now.getTime() - stat.mtimeMs > LEFTOVER_MS) await fs.rm(full, { recursive: true, force: true });
        continue;
      }
      // Any part written moves the data file's time, so it says when the upload was last touched.
      if (stat && now.getTime() - stat.mtimeMs <= config.uploadAbandonSeconds * 1000) continue;
      await withKey(name, () => remove(name));
      removed++;
    }
    return removed;
  }

  /** Makes the upload's folder whole under a temporary name and renames it into place. */
  async function create(userId: number, uid: string, total: number): Promise<Meta> {
    if (total > config.uploadMaxBytes) throw httpError(413, uploadTooLargeMessage(config.uploadMaxBytes), { field: 'Content-Range' });
    await sweep();
    const mine = (await openUploads()).filter((u) => u.meta.userId === userId);
    if (mine.length >= config.uploadUserMaxOpen) throw httpError(429, tooManyUploadsMessage(config.uploadUserMaxOpen));
    const declared = mine.reduce((sum, u) => sum + u.meta.total, 0);
    if (declared + total > config.uploadUserMaxBytes) throw httpError(429, tooManyBytesMessage(config.uploadUserMaxBytes));
    const meta: Meta = { userId, total, createdAt: new Date().toISOString() };
    const fresh = path.join(root, `.new-${uid}-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(fresh, { recursive: true });
    try {
      await fs.writeFile(path.join(fresh, META), JSON.stringify(meta));
      await fs.writeFile(path.join(fresh, HELD), '');
      // Sparse: the disk is used as chunks arrive, but every chunk has its place from the start.
      const data = await fs.open(path.join(fresh, DATA), 'w');
      await data.truncate(total);
      await data.close();
      await fs.rename(fresh, dirOf(uid));
    } catch (error) {
      await fs.rm(fresh, { recursive: true, force: true });
      throw error;
    }
    return meta;
  }

  async function sameBytes(uid: string, range: ByteRange, body: Buffer): Promise<boolean> {
    return files.use(dataOf(uid), async (file) => {
      const held = Buffer.alloc(body.length);
      await file.read(held, 0, held.length, range.start);
      return held.equals(body);
    });
  }

  /** The part's chunk index once its range, owner and total pass; the upload's meta when it exists. */
  async function checked(userId: number, uid: string, part: PartRange): Promise<{ index: number; meta: Meta | undefined }> {
    const index = chunkIndexOf(part, UPLOAD_CHUNK_BYTES);
    if (index === undefined) throw httpError(400, MSG_PART_OFF_GRID, { field: 'Content-Range' });
    const meta = await readMeta(uid);
    if (meta && meta.userId !== userId) throw httpError(403, MSG_UPLOAD_FOREIGN, { field: 'UID' });
    if (meta && meta.total !== part.total) throw httpError(409, MSG_TOTAL_CHANGED, { field: 'Content-Range' });
    if (!meta && part.total > config.uploadMaxBytes) throw httpError(413, uploadTooLargeMessage(config.uploadMaxBytes), { field: 'Content-Range' });
    return { index, meta };
  }

  async function putPart(userId: number, uid: string, part: PartRange, body: Buffer): Promise<PartAnswer> {
    try {
      return await writePart(userId, uid, part, body);
    } catch (error) {
      // Cancelled or swept while this part was on its way.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw httpError(404, MSG_UPLOAD_NOT_FOUND, { field: 'UID' });
      throw error;
    }
  }

  async function writePart(userId: number, uid: string, part: PartRange, body: Buffer): Promise<PartAnswer> {
    const { index, meta: existing } = await checked(userId, uid, part);
    if (body.length !== rangeLength(part)) throw httpError(400, MSG_PART_LENGTH, { field: 'Content-Range' });
    // New uploads of one user are created one at a time, so two can not both pass the limits.
    const meta = existing ?? (await withKey(`user:${userId}`, () => withKey(uid, async () => (await readMeta(uid)) ?? create(userId, uid, part.total))));
    if (meta.userId !== userId) throw httpError(403, MSG_UPLOAD_FOREIGN, { field: 'UID' });
    if (meta.total !== part.total) throw httpError(409, MSG_TOTAL_CHANGED, { field: 'Content-Range' });
    const held = await heldChunks(uid, meta);
    // One chunk at a time per chunk, not per upload: chunks sit at their own offsets, so parts of one upload
    // are written and synced side by side.
    const replayed = await withKey(`${uid}#${index}`, async () => {
      if (held.has(index)) {
        // The same chunk again (a retry after a lost answer) changes nothing; other bytes are refused.
        if (!(await sameBytes(uid, chunkRange(index, meta.total, UPLOAD_CHUNK_BYTES), body))) throw httpError(409, MSG_CHUNK_DIFFERS, { field: 'Content-Range' });
        return true;
      }
      // Synced before it is logged: a chunk that counts is whole on disk, whatever crashes after the answer.
      await files.use(dataOf(uid), async (file) => {
        await file.write(body, 0, body.length, part.start);
        await file.datasync();
      });
      await logs.use(heldOf(uid), (log) => log.write(`${index}\n`));
      held.add(index);
      return false;
    });
    return { ...statusOf(uid, meta, held), replayed };
  }

  async function status(userId: number, uid: string): Promise<UploadStatus> {
    return withKey(uid, async () => {
      const meta = await ownedMeta(userId, uid);
      return statusOf(uid, meta, await heldChunksOnDisk(uid, meta));
    });
  }

  async function complete(userId: number, uid: string): Promise<CompleteFile> {
    return withKey(uid, async () => {
      const meta = await ownedMeta(userId, uid);
      if (!statusOf(uid, meta, await heldChunksOnDisk(uid, meta)).complete) throw httpError(409, MSG_UPLOAD_INCOMPLETE, { field: 'existingUID' });
      // No part is written after this; every chunk was synced when it came.
      await Promise.all([files.drop(dataOf(uid)), logs.drop(heldOf(uid))]);
      return { uid, path: dataOf(uid), size: meta.total };
    });
  }

  const timer = setInterval(() => void sweep().catch(() => undefined), Math.min(config.uploadAbandonSeconds * 250, 3_600_000));
  timer.unref();

  return {
    checkPart: async (userId, uid, part) => {
      await checked(userId, uid, part);
    },
    putPart,
    status,
    complete,
    remove: (uid) => withKey(uid, () => remove(uid)),
    sweep,
    root,
    get openFiles() {
      return files.size + logs.size;
    },
    close: () => {
      clearInterval(timer);
      void files.dropAll();
      void logs.dropAll();
    },
  };
}
