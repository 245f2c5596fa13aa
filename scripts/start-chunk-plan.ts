// Which modules go into the two start chunks (scripts/vite-start-chunks.ts), planned from a first build's
// chunks. Pure: the chunks come in as data, so a test gives a small graph.

/** What the plan reads of a built chunk (Rollup's OutputChunk has these). */
export type BuiltChunk = {
  fileName: string;
  moduleIds: readonly string[];
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
  isEntry: boolean;
};

/** Paths that end module ids, e.g. `src/main.tsx`. */
export type StartChunkSpec = {
  /** The page's entry module: its chunks stay as they are. */
  entry: string;
  /** The login page's start, loaded by the entry on a signed-out start. */
  loginStart: string;
  /** What the login page loads lazily while it is open: left out of the signed-in chunk. */
  loginLazy: readonly string[];
  /** What a signed-in start loads before its first screen. */
  signedIn: readonly string[];
};

export type StartChunkPlan = { loginStart: string[]; signedIn: string[] };

/**
 * The login start's chunks merged into one, and the signed-in start's own chunks merged into another;
 * the entry's chunks and every other page's stay as the first build made them. The signed-in chunk
 * takes nothing the login page loads, so the login page never loads it.
 */
export function planStartChunks(chunks: readonly BuiltChunk[], spec: StartChunkSpec): StartChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (from: readonly BuiltChunk[]): Set<BuiltChunk> => {
    const seen = new Set<BuiltChunk>();
    const stack = [...from];
    while (stack.length > 0) {
      const chunk = stack.pop() as BuiltChunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const holding = (suffix: string): BuiltChunk => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`start chunks: no chunk holds ${suffix}`);
    return chunk;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(spec.entry))));
  const signedInRoots = spec.signedIn.map(holding);
  const login = closure([holding(spec.loginStart)]);
  const loginLazy = closure(spec.loginLazy.map(holding));
  // Virtual modules (Rolldown's runtime, Vite's preload helper) are every chunk's; they stay where they are.
  const modules = (set: Iterable<BuiltChunk>) => [...set].flatMap((chunk) => chunk.moduleIds).filter((id) => !id.startsWith('\0'));
  return {
    loginStart: modules([...login].filter((chunk) => !entry.has(chunk) && !signedInRoots.includes(chunk))),
    signedIn: modules([...closure(signedInRoots)].filter((chunk) => !entry.has(chunk) && !login.has(chunk) && !loginLazy.has(chunk))),
  };
}
