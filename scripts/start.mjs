// `npm start`: build the app when dist/ is missing or older than its sources, then run the server
// (API + built app in one Fastify process) with tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  // scripts/ holds the build's own plugins (start chunks, Griffel's extraction) besides this file.
  const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'scripts', 'pwa-manifest.ts', 'package-lock.json'];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // A NODE_ENV inherited from a test runner ('test') would make Vite emit a development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Also after a bare `vite build` (no .br beside the new index.html): served uncompressed, a slow link
// would fetch three times the bytes, and the first-load benchmark would measure a build users never get.
const compressedIndex = `${builtIndex}.br`;
if (!existsSync(compressedIndex) || statSync(compressedIndex).mtimeMs < statSync(builtIndex).mtimeMs) {
  const compress = spawnSync(process.execPath, [join(root, 'scripts', 'precompress.mjs')], { cwd: root, stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
