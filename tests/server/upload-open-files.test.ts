// The upload store's open data files (server/uploads/open-files.ts): kept open between parts, at most a
// bound of them while idle (least recently used closed first), never closed under a part being written.
import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenFiles } from '../../server/uploads/open-files';

let dir: string;
const fileOf = (name: string) => path.join(dir, name);
/** A closed FileHandle has no descriptor left. */
const isOpen = (handle: FileHandle) => handle.fd !== -1;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'open-files-'));
  for (const name of ['a', 'b', 'c']) await fs.writeFile(fileOf(name), 'x');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('open upload files', () => {
  it('hands the same open file to every part of an upload', async () => {
    const files = createOpenFiles(2);
    const first = await files.use(fileOf('a'), async (h) => h);
    const second = await files.use(fileOf('a'), async (h) => h);
    expect(second).toBe(first);
    expect(isOpen(first)).toBe(true);
    await files.dropAll();
    expect(isOpen(first)).toBe(false);
  });

  it('closes the least recently used idle file beyond its bound', async () => {
    const files = createOpenFiles(2);
    const a = await files.use(fileOf('a'), async (h) => h);
    const b = await files.use(fileOf('b'), async (h) => h);
    await files.use(fileOf('a'), async () => undefined);
    const c = await files.use(fileOf('c'), async (h) => h);
    expect(files.size).toBe(2);
    expect([isOpen(a), isOpen(b), isOpen(c)]).toEqual([true, false, true]);
    await files.dropAll();
  });

  it('never closes a file while a part writes to it, and closes a dropped one when that part is done', async () => {
    const files = createOpenFiles(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let busy: FileHandle | undefined;
    let started = () => {};
    const writing = files.use(fileOf('a'), async (h) => {
      busy = h;
      started();
      await held;
      await h.write('y', 0);
    });
    await new Promise<void>((resolve) => (started = resolve));
    await files.use(fileOf('b'), async () => undefined);
    await files.drop(fileOf('a'));
    expect(busy && isOpen(busy)).toBe(true);
    release();
    await writing;
    expect(busy && isOpen(busy)).toBe(false);
    expect(await fs.readFile(fileOf('a'), 'utf8')).toBe('y');
    await files.dropAll();
  });

  it('does not keep a file that could not be opened', async () => {
    const files = createOpenFiles(2);
    await expect(files.use(fileOf('missing'), async () => undefined)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(files.size).toBe(0);
  });
});
