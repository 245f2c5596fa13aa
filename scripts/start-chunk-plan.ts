// Which modules go into the start chunks (scripts/vite-start-chunks.ts), planned from a first build's
// chunks, and the check that the real build kept the login page off the signed-in ones. Pure: the chunks
// come in as data, so a test gives a small graph.

/** What the plan reads of a built chunk (Rollup's OutputChunk and module infos have these). */
export type BuiltChunk = {
  fileName: string;
  moduleIds: readonly string[];
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
  /** Module ids its modules import with `import()`. */
  dynamicImportIds: readonly string[];
  isEntry: boolean;
};

/** Paths that end module ids, e.g. `src/main.tsx`. */
export type StartChunkSpec = {
  /** The page's entry module: its chunks stay as they are. */
  entry: string;
  /** The login page's start, loaded by the entry on a signed-out start. */
  loginStart: string;
  /** The app with its router: every other start, and the login page's once the user signs in. */
  appStart: string;
  /** What a signed-in start loads, besides the app, before its first screen. */
  signedIn: readonly string[];
  /** The pages the router shows someone not signed in (forgot password, register, …). */
  signedOutPages: readonly string[];
  /** What the login page loads lazily as soon as it shows (not on a user's action): kept out of the shared chunk. */
  loginShowsAlso: readonly string[];
};

export type StartChunkPlan = { loginStart: string[]; appStart: string[]; signedIn: string[]; startShared: string[] };

function startGraph(chunks: readonly BuiltChunk[], spec: StartChunkSpec) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const holding = (suffix: string): BuiltChunk => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`start chunks: no chunk holds ${suffix}`);
    return chunk;
  };
  const handover = [spec.appStart, ...spec.signedIn];
  const isHandover = (id: string) => handover.some((suffix) => id.endsWith(suffix));
  /**
   * The chunks `from` loads: statically, and lazily too unless `lazily` is false; a lazy import of a
   * handover module is not followed, nor what a chunk in `end` loads.
   */
  const closure = (from: readonly BuiltChunk[], lazily: boolean, end: readonly BuiltChunk[] = []): Set<BuiltChunk> => {
    const seen = new Set<BuiltChunk>();
    const stack = [...from];
    while (stack.length > 0) {
      const chunk = stack.pop() as BuiltChunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      if (end.includes(chunk)) continue;
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
      if (!lazily) continue;
      for (const id of chunk.dynamicImportIds) {
        const next = isHandover(id) ? undefined : byModule.get(id);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const entry = closure(
    chunks.filter((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(spec.entry))),
    false,
  );
  // Everything a signed-out start on the login page can load until the user signs in: the entry's and the
  // login start's chunks with all they import, lazily too (a snackbar, a dialog, the service worker's
  // registration), up to the app and the signed-in frame that signing in loads.
  const loginReach = closure([...entry, holding(spec.loginStart)], true);
  const appChunk = holding(spec.appStart);
  // What a signed-out page opened with the router loads besides the app (whose lazy imports are the
  // other pages, opened by navigating).
  const signedOutReach = closure(spec.signedOutPages.map(holding), true, [appChunk]);
  const handoverChunks = [...new Set(handover.map(holding))];
  return { closure, entry, holding, appChunk, loginReach, signedOutReach, handoverChunks };
}

// Virtual modules (Rolldown's runtime, Vite's preload helper) are every chunk's; they stay where they are.
const modulesOf = (set: Iterable<BuiltChunk>) => [...set].flatMap((chunk) => chunk.moduleIds).filter((id) => !id.startsWith('\0'));

/**
 * The login start's chunks merged into one; the app's own into another (what a signed-out page opened
 * with the router loads too); the signed-in frame and home page's own into a third. Neither of those two
 * takes anything the login page may load, and the third nothing a signed-out page loads, so those load
 * them only once the user signs in. What else a signed-in start loads (what it shares with a dialog the
 * login page opens on demand, or with a signed-out page) goes into a fourth, unless the login page loads
 * it as soon as it shows: one file instead of some 25, most under 2 kB. The entry's chunks and every other
 * page's stay as the first build made them.
 */
export function planStartChunks(chunks: readonly BuiltChunk[], spec: StartChunkSpec): StartChunkPlan {
  const { closure, entry, holding, appChunk, loginReach, signedOutReach, handoverChunks } = startGraph(chunks, spec);
  const login = closure([holding(spec.loginStart)], false);
  const app = [...closure([appChunk], false)].filter((chunk) => !entry.has(chunk) && !loginReach.has(chunk));
  const signedIn = [...closure(spec.signedIn.map(holding), false)].filter(
    (chunk) => !entry.has(chunk) && !loginReach.has(chunk) && !signedOutReach.has(chunk) && !app.includes(chunk),
  );
  const loginChunks = [...login].filter((chunk) => !entry.has(chunk) && !handoverChunks.includes(chunk));
  const loginShows = closure(spec.loginShowsAlso.map(holding), false);
  const signedInStart = closure([appChunk, ...spec.signedIn.map(holding)], false);
  const startShared = [...signedInStart].filter(
    (chunk) =>
      !entry.has(chunk) &&
      !loginChunks.includes(chunk) &&
      !loginShows.has(chunk) &&
      !app.includes(chunk) &&
      !signedIn.includes(chunk) &&
      !handoverChunks.includes(chunk) &&
      // A chunk that loads the app or the frame would take them wherever the shared chunk loads.
      ![...closure([chunk], false)].some((next) => handoverChunks.includes(next)),
  );
  return { loginStart: modulesOf(loginChunks), appStart: modulesOf(app), signedIn: modulesOf(signedIn), startShared: modulesOf(startShared) };
}

/**
 * The chunks of the app or the signed-in frame that the login page would load before the user signs in,
 * and the signed-in frame's that a signed-out page would load: none in a good build. A module either loads
 * lazily, or shares with the signed-in frame, merged into one of them, shows here.
 */
export function startChunksLoadedTooEarly(chunks: readonly BuiltChunk[], spec: StartChunkSpec): string[] {
  const { appChunk, loginReach, signedOutReach, handoverChunks } = startGraph(chunks, spec);
  const early = handoverChunks.filter((chunk) => loginReach.has(chunk) || (chunk !== appChunk && signedOutReach.has(chunk)));
  return early.map((chunk) => chunk.fileName);
}
