// Start chunks (issue 13, first load): the login page's start as one chunk, the app with its router as
// another, and what a signed-in start runs besides before its first screen (frame, home page, Dexie) as a
// third, and what a signed-in start shares with pages and dialogs the login page opens on demand as a
// fourth. Split by Rolldown's defaults, the login page loaded some 35 script files and a signed-in start
// about 100, each costing a slow CPU a request, a compile and a link on top of its code (Lighthouse's
// blocking time on /login, the offline cold start at 4× CPU).
//
// Which modules a start needs is known only after tree-shaking: Fluent's package indexes re-export every
// component, so a closure over the module graph takes components only other pages use. So a first build
// (not written) makes Rolldown's own chunks, the plan (start-chunk-plan.ts) merges the starts' chunks, the
// real build takes that plan as `codeSplitting.groups`, and fails if the login page would load a chunk
// of the signed-in starts before the user signs in.
import { build, type Plugin, type Rollup } from 'vite';
import { planStartChunks, startChunksLoadedTooEarly, type BuiltChunk, type StartChunkPlan, type StartChunkSpec } from './start-chunk-plan';

/** The start chunks' names, as `codeSplitting.groups` names them. */
const START_CHUNK_NAMES = ['login-start', 'app-start', 'signed-in', 'start-shared'] as const;

/**
 * V8's explicit compile hint (Chromium 136 on): every function of the file compiled eagerly on the
 * streaming thread instead of lazily on the main thread when first called. Worth it where nearly every
 * function runs at the start; a hinted chunk whose functions mostly wait compiles them for nothing.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Set while the first build runs: the config leaves out what that build does not need (the service worker). */
export const START_CHUNKS_FIRST_BUILD = 'START_CHUNKS_FIRST_BUILD';

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

function builtChunks(bundle: Rollup.OutputBundle, moduleInfo: ModuleInfoOf): BuiltChunk[] {
  return Object.values(bundle)
    .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      moduleIds: chunk.moduleIds,
      imports: chunk.imports,
      dynamicImportIds: chunk.moduleIds.flatMap((id) => moduleInfo(id)?.dynamicallyImportedIds ?? []),
      isEntry: chunk.isEntry,
    }));
}

async function firstBuildChunks(configFile: string, mode: string): Promise<BuiltChunk[]> {
  let chunks: BuiltChunk[] | undefined;
  const capture: Plugin = {
    name: 'start-chunks-capture',
    generateBundle(_options, bundle) {
      chunks = builtChunks(bundle, (id) => this.getModuleInfo(id));
    },
  };
  process.env[START_CHUNKS_FIRST_BUILD] = '1';
  try {
    await build({ configFile, mode, logLevel: 'silent', plugins: [capture], build: { write: false } });
  } finally {
    delete process.env[START_CHUNKS_FIRST_BUILD];
  }
  if (!chunks) throw new Error('start chunks: the first build made no bundle');
  return chunks;
}

export function startChunks(configFile: string, spec: StartChunkSpec): Plugin {
  const firstBuild = () => process.env[START_CHUNKS_FIRST_BUILD] !== undefined;
  let mode = 'production';
  let plan: StartChunkPlan | undefined;
  return {
    name: 'start-chunks',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    // Planned when the bundler starts (its first hook, before it reads the output options), not in
    // `config`: resolving the config (a test reading the web manifest) then builds nothing.
    async options() {
      if (!firstBuild()) plan = planStartChunks(await firstBuildChunks(configFile, mode), spec);
      return null;
    },
    outputOptions(options) {
      if (!plan) return null;
      const group = (name: string, ids: readonly string[]) => {
        const set = new Set(ids);
        // Every module a start chunk needs outside it is in the entry's chunks or an earlier start chunk's,
        // or one the login page loads, so Rolldown must not pull dependencies in.
        return { name, test: (id: string) => set.has(id), includeDependenciesRecursively: false as const };
      };
      const modules = { 'login-start': plan.loginStart, 'app-start': plan.appStart, 'signed-in': plan.signedIn, 'start-shared': plan.startShared };
      const groups = START_CHUNK_NAMES.map((name) => group(name, modules[name]));
      return { ...options, codeSplitting: { groups } };
    },
    // Every start runs the login start's chunk (the app imports its providers from it), yet the browser
    // would find it only once the entry has run; named in the page, it loads alongside the entry.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!plan) return [];
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'login-start');
        if (!chunk) throw new Error('start chunks: the build made no login-start chunk');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }];
      },
    },
    generateBundle: {
      // After Vite's own generateBundle, which puts its preload map before a chunk's code: the hint
      // applies to the functions after it, so it goes first.
      order: 'post',
      handler(_options, bundle) {
        if (firstBuild()) return;
        const wrong = startChunksLoadedTooEarly(builtChunks(bundle, (id) => this.getModuleInfo(id)), spec);
        if (wrong.length > 0) this.error(`start chunks: a signed-out page would load ${wrong.join(', ')} before the user signs in`);
        // The start chunks hold what a start runs before its first screen (issue 13's offline cold start).
        const names = new Set<string>(START_CHUNK_NAMES);
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && (file.isEntry || names.has(file.name))) file.code = EAGER_COMPILE_HINT + file.code;
        }
      },
    },
  };
}
