// Two start chunks (issue 13, first load): the login page's start as one chunk, and what a signed-in start
// runs before its first screen (router, frame, home page, Dexie) as another. Split by Rolldown's defaults,
// the login page loaded some 35 script files and a signed-in start about 100, each costing a slow CPU a
// request, a compile and a link on top of its code (Lighthouse's blocking time on /login, the offline
// cold start at 4× CPU).
//
// Which modules a start needs is known only after tree-shaking: Fluent's package indexes re-export every
// component, so a closure over the module graph takes components only other pages use. So a first build
// (not written) makes Rolldown's own chunks, the plan (start-chunk-plan.ts) merges the start's chunks,
// and the real build takes that plan as `codeSplitting.groups`.
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { planStartChunks, type BuiltChunk, type StartChunkSpec } from './start-chunk-plan';

/** Set while the first build runs: the config leaves out what that build does not need (the service worker). */
export const START_CHUNKS_FIRST_BUILD = 'START_CHUNKS_FIRST_BUILD';

async function firstBuildChunks(configFile: string, mode: string): Promise<BuiltChunk[]> {
  process.env[START_CHUNKS_FIRST_BUILD] = '1';
  try {
    const output = (await build({ configFile, mode, logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    return (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  } finally {
    delete process.env[START_CHUNKS_FIRST_BUILD];
  }
}

export function startChunks(configFile: string, spec: StartChunkSpec): Plugin {
  return {
    name: 'start-chunks',
    apply: 'build',
    async config(_config, env): Promise<UserConfig | undefined> {
      if (process.env[START_CHUNKS_FIRST_BUILD]) return undefined;
      const plan = planStartChunks(await firstBuildChunks(configFile, env.mode), spec);
      const group = (name: string, ids: readonly string[]) => {
        const set = new Set(ids);
        // Every module a start chunk needs outside it is in the entry's chunks or (for the signed-in
        // one) the login start's, so Rolldown must not pull dependencies in.
        return { name, test: (id: string) => set.has(id), includeDependenciesRecursively: false as const };
      };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group('login-start', plan.loginStart), group('signed-in', plan.signedIn)] } } } } };
    },
  };
}
