// What the login route costs to load: the gzip size of the scripts and styles a first visit to /login
// fetches (the entry, its static imports and the login page chunk with its static imports), against the
// whole built app. Run after `npm run build`: `npx tsx bench/bundle-size.ts`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
}

/** What the server sends to a browser that accepts brotli: the precompressed .br file when there is one. */
function servedSize(file: string): number {
  const br = join(assets, `${file}.br`);
  return existsSync(br) ? readFileSync(br).length : readFileSync(join(assets, file)).length;
}

/** Static imports of a built chunk: `import … from "./x.js"` and bare `import "./x.js"`. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) found.add(match[1] as string);
  return [...found];
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(join(assets, file))) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function main(): void {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/\/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1] as string);
  const all = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const loginChunk = all.find((f) => /^LoginPage-.*\.js$/.test(f));
  const login = closure([...entryFiles.filter((f) => f.endsWith('.js')), ...(loginChunk ? [loginChunk] : [])]);
  for (const css of entryFiles.filter((f) => f.endsWith('.css'))) login.add(css);
  const sum = (files: Iterable<string>, size: (f: string) => number) => [...files].reduce((total, f) => total + size(f), 0);
  const loginBytes = sum(login, gzipSize);
  const allBytes = sum(all, gzipSize);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('| measure | gzip kB | served kB (brotli) | files |');
  console.log('|---|---|---|---|');
  console.log(`| login route (entry + login chunk, static imports) | ${kb(loginBytes)} | ${kb(sum(login, servedSize))} | ${login.size} |`);
  console.log(`| whole app (every script and style) | ${kb(allBytes)} | ${kb(sum(all, servedSize))} | ${all.length} |`);
  console.log(`| ratio login / whole | ${(loginBytes / allBytes).toFixed(2)} | | |`);
  if (!loginChunk) console.log('(no LoginPage chunk found: the login page is part of the entry)');
}

main();
