import { describe, expect, it } from 'vitest';
import { planStartChunks, startChunksLoadedTooEarly, type BuiltChunk, type StartChunkSpec } from '../../../scripts/start-chunk-plan';

// A first build's chunks: the entry (React with it) loading the login start or the app lazily, the login
// start sharing a Fluent field with the home page and loading a snackbar lazily that shares a Badge with
// the home page, the app (router) loading the home page, Dexie under the home page, a signed-out page
// sharing a Card with the home page, and a page no start opens.
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], dynamicImportIds: string[] = [], isEntry = false): BuiltChunk {
  return { fileName, moduleIds, imports, dynamicImportIds, isEntry };
}
const CHUNKS: BuiltChunk[] = [
  chunk('index.js', ['/app/src/main.tsx', '\0rolldown/runtime.js'], ['react.js'], ['/app/src/login-start.tsx', '/app/src/app-start.tsx', '/app/src/data/sw-registration.ts'], true),
  chunk('react.js', ['/app/node_modules/react/index.js']),
  chunk('sw.js', ['/app/src/data/sw-registration.ts']),
  chunk('login-start.js', ['/app/src/login-start.tsx'], ['field.js', 'react.js'], ['/app/src/ui/SnackbarHost.tsx', '/app/src/app-start.tsx', '/app/src/features/shell/AppShell.tsx']),
  chunk('field.js', ['/app/node_modules/@fluentui/react-field/lib/Field.js'], ['react.js']),
  chunk('snackbar.js', ['/app/src/ui/SnackbarHost.tsx'], ['badge-core.js']),
  chunk('badge-core.js', ['/app/node_modules/@fluentui/react-badge/lib/Badge.js']),
  chunk('app-start.js', ['/app/src/app-start.tsx', '/app/src/routes/router.ts'], ['field.js', 'react.js'], ['/app/src/features/dashboard/DashboardPage.tsx', '/app/src/features/help/HelpPages.tsx', '/app/src/features/account/ForgotPasswordPage.tsx']),
  chunk('shell.js', ['/app/src/features/shell/AppShell.tsx'], ['react.js']),
  chunk('dashboard.js', ['/app/src/features/dashboard/DashboardPage.tsx'], ['dexie.js', 'badge-core.js', 'card.js']),
  chunk('card.js', ['/app/node_modules/@fluentui/react-card/lib/Card.js']),
  chunk('forgot.js', ['/app/src/features/account/ForgotPasswordPage.tsx'], ['card.js', 'app-start.js']),
  chunk('dexie.js', ['/app/node_modules/dexie/dist/dexie.mjs']),
  chunk('help.js', ['/app/src/features/help/HelpPages.tsx'], ['field.js']),
];
const SPEC: StartChunkSpec = {
  entry: 'src/main.tsx',
  loginStart: 'src/login-start.tsx',
  appStart: 'src/app-start.tsx',
  signedIn: ['src/features/shell/AppShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
  signedOutPages: ['src/features/account/ForgotPasswordPage.tsx'],
  loginShowsAlso: ['src/data/sw-registration.ts'],
};

describe('the start chunks planned from a first build', () => {
  it('merges the login start with what it imports, less the entry’s chunks', () => {
    expect(planStartChunks(CHUNKS, SPEC).loginStart.sort()).toEqual(['/app/node_modules/@fluentui/react-field/lib/Field.js', '/app/src/login-start.tsx']);
  });

  it('merges the app’s own chunks, and the signed-in frame and home page’s, leaving out what the login page loads, lazily too', () => {
    const { appStart, signedIn } = planStartChunks(CHUNKS, SPEC);
    expect(appStart.sort()).toEqual(['/app/src/app-start.tsx', '/app/src/routes/router.ts']);
    expect(signedIn.sort()).toEqual(['/app/node_modules/dexie/dist/dexie.mjs', '/app/src/features/dashboard/DashboardPage.tsx', '/app/src/features/shell/AppShell.tsx']);
    // Taking the shared field or the snackbar's Badge would make the login page load a signed-in chunk,
    // and the Card would make the signed-out page load the signed-in frame's.
    for (const id of ['/app/node_modules/@fluentui/react-field/lib/Field.js', '/app/node_modules/@fluentui/react-badge/lib/Badge.js', '/app/node_modules/@fluentui/react-card/lib/Card.js']) {
      expect(appStart).not.toContain(id);
      expect(signedIn).not.toContain(id);
    }
  });

  it('merges what the signed-in start shares with the login page’s dialogs and the signed-out pages into a fourth', () => {
    // The snackbar's Badge and the signed-out page's Card; not the login start's field (already loaded),
    // the signed-out page itself (it loads the app) nor what the login page loads as it shows.
    expect(planStartChunks(CHUNKS, SPEC).startShared.sort()).toEqual(['/app/node_modules/@fluentui/react-badge/lib/Badge.js', '/app/node_modules/@fluentui/react-card/lib/Card.js']);
    const showsBadge = { ...SPEC, loginShowsAlso: ['src/ui/SnackbarHost.tsx'] };
    expect(planStartChunks(CHUNKS, showsBadge).startShared).toEqual(['/app/node_modules/@fluentui/react-card/lib/Card.js']);
  });

  it('keeps a chunk that loads the app out of the shared chunk, so a dialog of the login page never loads the app', () => {
    // The home page and the signed-out page share a link helper that imports the app's router.
    const linksApp = [
      ...CHUNKS.filter((c) => c.fileName !== 'dashboard.js' && c.fileName !== 'forgot.js'),
      chunk('dashboard.js', ['/app/src/features/dashboard/DashboardPage.tsx'], ['dexie.js', 'badge-core.js', 'card.js', 'links.js']),
      chunk('forgot.js', ['/app/src/features/account/ForgotPasswordPage.tsx'], ['card.js', 'links.js', 'app-start.js']),
      chunk('links.js', ['/app/src/ui/links.ts'], ['app-start.js']),
    ];
    const plan = planStartChunks(linksApp, SPEC);
    expect(plan.startShared.sort()).toEqual(['/app/node_modules/@fluentui/react-badge/lib/Badge.js', '/app/node_modules/@fluentui/react-card/lib/Card.js']);
    expect([...plan.signedIn, ...plan.appStart]).not.toContain('/app/src/ui/links.ts');
  });

  it('leaves the entry, virtual modules and pages no start opens where the first build put them', () => {
    const { loginStart, appStart, signedIn, startShared } = planStartChunks(CHUNKS, SPEC);
    for (const id of ['/app/src/main.tsx', '/app/node_modules/react/index.js', '\0rolldown/runtime.js', '/app/src/features/help/HelpPages.tsx', '/app/src/ui/SnackbarHost.tsx', '/app/src/data/sw-registration.ts']) {
      expect([...loginStart, ...appStart, ...signedIn, ...startShared]).not.toContain(id);
    }
  });

  it('refuses a plan whose module no chunk holds, rather than build without the chunk', () => {
    expect(() => planStartChunks(CHUNKS, { ...SPEC, signedIn: ['src/gone.tsx'] })).toThrow('no chunk holds src/gone.tsx');
  });
});

describe('the check of the real build', () => {
  // The real build's chunks, as the plan above makes them.
  const built = (signedIn: string[], snackbarIn = 'snackbar.js'): BuiltChunk[] => [
    chunk('index.js', ['/app/src/main.tsx', '/app/node_modules/react/index.js'], [], ['/app/src/login-start.tsx', '/app/src/app-start.tsx'], true),
    chunk('login-start.js', ['/app/src/login-start.tsx', '/app/node_modules/@fluentui/react-field/lib/Field.js'], ['index.js'], ['/app/src/ui/SnackbarHost.tsx', '/app/src/app-start.tsx', '/app/src/features/shell/AppShell.tsx']),
    ...(snackbarIn === 'snackbar.js' ? [chunk('snackbar.js', ['/app/src/ui/SnackbarHost.tsx'], ['badge-core.js'])] : []),
    chunk('badge-core.js', ['/app/node_modules/@fluentui/react-badge/lib/Badge.js']),
    chunk('app-start.js', ['/app/src/app-start.tsx', '/app/src/routes/router.ts'], ['index.js', 'login-start.js'], ['/app/src/features/dashboard/DashboardPage.tsx', '/app/src/features/account/ForgotPasswordPage.tsx']),
    chunk('signed-in.js', signedIn, ['index.js', 'badge-core.js', 'card.js']),
    chunk('card.js', ['/app/node_modules/@fluentui/react-card/lib/Card.js']),
    chunk('forgot.js', ['/app/src/features/account/ForgotPasswordPage.tsx'], ['card.js', 'app-start.js']),
  ];
  const SIGNED_IN = ['/app/src/features/shell/AppShell.tsx', '/app/src/features/dashboard/DashboardPage.tsx', '/app/node_modules/dexie/dist/dexie.mjs'];

  it('passes a build whose login page reaches the app only by signing in, and whose signed-out page loads the app alone', () => {
    expect(startChunksLoadedTooEarly(built(SIGNED_IN), SPEC)).toEqual([]);
  });

  it('names the signed-in chunk when a module the login page loads lazily went into it', () => {
    expect(startChunksLoadedTooEarly(built([...SIGNED_IN, '/app/src/ui/SnackbarHost.tsx'], 'signed-in.js'), SPEC)).toEqual(['signed-in.js']);
  });

  it('names the signed-in chunk when a module a signed-out page imports went into it', () => {
    const chunks = built(SIGNED_IN).map((c) => (c.fileName === 'forgot.js' ? { ...c, imports: [...c.imports, 'signed-in.js'] } : c));
    expect(startChunksLoadedTooEarly(chunks, SPEC)).toEqual(['signed-in.js']);
  });

  it('names the signed-in chunk when one the login page imports statically went into it', () => {
    const chunks = built(SIGNED_IN).map((c) => (c.fileName === 'login-start.js' ? { ...c, imports: [...c.imports, 'signed-in.js'] } : c));
    expect(startChunksLoadedTooEarly(chunks, SPEC)).toEqual(['signed-in.js']);
  });
});
