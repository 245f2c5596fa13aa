import { describe, expect, it } from 'vitest';
import { planStartChunks, type BuiltChunk, type StartChunkSpec } from '../../../scripts/start-chunk-plan';

// A first build's chunks: the entry (React with it), the login start sharing a Fluent field with the home
// page, a lazy badge on the login page, the signed-in start (app, home page, Dexie) and a page no start opens.
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BuiltChunk {
  return { fileName, moduleIds, imports, isEntry };
}
const CHUNKS: BuiltChunk[] = [
  chunk('index.js', ['/app/src/main.tsx', '\0rolldown/runtime.js'], ['react.js'], true),
  chunk('react.js', ['/app/node_modules/react/index.js']),
  chunk('login-start.js', ['/app/src/login-start.tsx'], ['field.js', 'react.js']),
  chunk('field.js', ['/app/node_modules/@fluentui/react-field/lib/Field.js'], ['react.js']),
  chunk('badge.js', ['/app/src/ui/UnlicensedBadge.tsx'], ['badge-core.js']),
  chunk('badge-core.js', ['/app/node_modules/@fluentui/react-badge/lib/Badge.js']),
  chunk('app-start.js', ['/app/src/app-start.tsx', '/app/src/routes/router.ts'], ['dashboard.js', 'field.js', 'react.js']),
  chunk('dashboard.js', ['/app/src/features/dashboard/DashboardPage.tsx'], ['dexie.js', 'badge-core.js']),
  chunk('dexie.js', ['/app/node_modules/dexie/dist/dexie.mjs']),
  chunk('help.js', ['/app/src/features/help/HelpPages.tsx'], ['field.js']),
];
const SPEC: StartChunkSpec = {
  entry: 'src/main.tsx',
  loginStart: 'src/login-start.tsx',
  loginLazy: ['src/ui/UnlicensedBadge.tsx'],
  signedIn: ['src/app-start.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

describe('the start chunks planned from a first build', () => {
  it('merges the login start with what it loads, less the entry’s chunks', () => {
    expect(planStartChunks(CHUNKS, SPEC).loginStart.sort()).toEqual([
      '/app/node_modules/@fluentui/react-field/lib/Field.js',
      '/app/src/login-start.tsx',
    ]);
  });

  it('merges the signed-in start’s own chunks, leaving out what the login page loads, lazily too', () => {
    const { signedIn } = planStartChunks(CHUNKS, SPEC);
    expect(signedIn.sort()).toEqual([
      '/app/node_modules/dexie/dist/dexie.mjs',
      '/app/src/app-start.tsx',
      '/app/src/features/dashboard/DashboardPage.tsx',
      '/app/src/routes/router.ts',
    ]);
    // Taking the shared field or the badge's Badge would make the login page load the signed-in chunk.
    expect(signedIn).not.toContain('/app/node_modules/@fluentui/react-field/lib/Field.js');
    expect(signedIn).not.toContain('/app/node_modules/@fluentui/react-badge/lib/Badge.js');
  });

  it('leaves the entry, virtual modules and pages no start opens where the first build put them', () => {
    const { loginStart, signedIn } = planStartChunks(CHUNKS, SPEC);
    for (const id of ['/app/src/main.tsx', '/app/node_modules/react/index.js', '\0rolldown/runtime.js', '/app/src/features/help/HelpPages.tsx']) {
      expect(loginStart).not.toContain(id);
      expect(signedIn).not.toContain(id);
    }
  });

  it('refuses a plan whose module no chunk holds, rather than build without the chunk', () => {
    expect(() => planStartChunks(CHUNKS, { ...SPEC, signedIn: ['src/gone.tsx'] })).toThrow('no chunk holds src/gone.tsx');
  });
});
