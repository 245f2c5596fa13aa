// The files of uploads being written (data, held-chunk log), kept open between their parts: opening and
// closing them for every 1 MiB part cost as much as writing it. At most `max` stay open while idle (least recently used
// closed first), so many paused uploads hold no descriptors; a file in use is never closed under its user.
import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

type Entry = { handle: Promise<FileHandle>; users: number; dropped: boolean };

export type OpenFiles = {
  /** Runs `work` with `file` opened with the flags of this set (it must exist). */
  use<T>(file: string, work: (handle: FileHandle) => Promise<T>): Promise<T>;
  /** Closes `file` now, or when its last user is done. */
  drop(file: string): Promise<void>;
  dropAll(): Promise<void>;
  /** How many are open. */
  readonly size: number;
};

async function closeQuietly(entry: Entry): Promise<void> {
  // A file that failed to open has nothing to close; its user got the error.
  await entry.handle.then((h) => h.close()).catch(() => undefined);
}

/** `flags`: 'r+' to write at offsets, 'a' to append (each write lands whole at the end, whoever writes). */
export function createOpenFiles(max: number, flags: 'r+' | 'a' = 'r+'): OpenFiles {
  const entries = new Map<string, Entry>();

  function trim(): void {
    for (const [file, entry] of entries) {
      if (entries.size <= max) return;
      if (entry.users > 0) continue;
      entries.delete(file);
      void closeQuietly(entry);
    }
  }

  function opened(file: string): Entry {
    const known = entries.get(file);
    // Map order is the LRU order: the one used last goes to the end.
    if (known) entries.delete(file);
    const entry = known ?? { handle: fs.open(file, flags), users: 0, dropped: false };
    entries.set(file, entry);
    if (!known) {
      // A file that could not be opened (its upload was removed meanwhile) is not handed out again.
      entry.handle.catch(() => {
        if (entries.get(file) === entry) entries.delete(file);
      });
    }
    return entry;
  }

  async function use<T>(file: string, work: (handle: FileHandle) => Promise<T>): Promise<T> {
    const entry = opened(file);
    entry.users++;
    try {
      return await work(await entry.handle);
    } finally {
      entry.users--;
      if (entry.dropped && entry.users === 0) await closeQuietly(entry);
      trim();
    }
  }

  async function drop(file: string): Promise<void> {
    const entry = entries.get(file);
    if (!entry) return;
    entries.delete(file);
    entry.dropped = true;
    if (entry.users === 0) await closeQuietly(entry);
  }

  async function dropAll(): Promise<void> {
    await Promise.all([...entries.keys()].map((file) => drop(file)));
  }

  return {
    use,
    drop,
    dropAll,
    get size() {
      return entries.size;
    },
  };
}
