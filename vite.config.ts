import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_MANIFEST } from './pwa-manifest';
import { griffelAot } from './scripts/vite-griffel-aot';
import { griffelExtraction } from './scripts/vite-griffel-extraction';
import { START_CHUNK_SPEC } from './scripts/start-chunk-spec';
import { START_CHUNKS_FIRST_BUILD, startChunks } from './scripts/vite-start-chunks';

/** The first of the two builds only plans the start chunks: it needs no service worker. */
const firstBuild = process.env[START_CHUNKS_FIRST_BUILD] !== undefined;

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: PWA_MANIFEST,
  injectManifest: {
    // vite-plugin-pwa adds the web manifest itself (STACK.md pitfall 5).
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // The manifest's screenshots are for the install prompt, not for offline use.
    globIgnores: ['screenshots/**'],
  },
  devOptions: { enabled: false },
});

// One config for the app build and every test project (unit, component, server, e2e).
export default defineConfig({
  plugins: [
    react(),
    // The app's makeStyles precompiled to literal rules (build only); before griffelExtraction, which takes them.
    griffelAot(),
    // Fluent's and the app's styles as <style> elements of index.html instead of script (build only).
    griffelExtraction(),
    // Compiles src/locales/*/*.po on import; a German or Slovenian text missing fails the build.
    lingui({ configPath: 'src/i18n/lingui.config.ts', failOnMissing: true, failOnCompileError: true }),
    // The login page's start, the app with its router, and the signed-in start's first screen as a chunk each (build only).
    startChunks(fileURLToPath(import.meta.url), START_CHUNK_SPEC),
    // The service worker and the web manifest; the first of the two builds needs neither.
    ...(firstBuild ? [] : [pwa]),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    // expect.poll waits up to 15 s by default, not Vitest's 1 s: a busy machine (CI) is slow, not wrong.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Above vi.waitFor's 15 s: the IndexedDB-heavy tests took over 5 s on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // Above the setup's 15 s wait for a condition, so a slow machine fails on the condition, not the clock.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/support/file-server.ts'],
          fileParallelism: false,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
