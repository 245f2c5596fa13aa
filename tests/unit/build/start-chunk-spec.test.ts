// The start chunks' modules as named in scripts/start-chunk-spec.ts: a page or module renamed, or a new
// signed-out route, would otherwise leave the plan without it (and a signed-out page loading the
// signed-in frame's chunk) with no error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_CHUNK_SPEC } from '../../../scripts/start-chunk-spec';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const ROUTES = join(ROOT, 'src', 'routes');

/** The page modules of the routes that load the signed-out texts, read from the route files. */
function signedOutRoutePages(): string[] {
  const pages: string[] = [];
  for (const file of readdirSync(ROUTES).filter((name) => name.endsWith('.ts'))) {
    for (const route of readFileSync(join(ROUTES, file), 'utf8').split('createRoute(').slice(1)) {
      if (!route.includes("texts: 'signed-out'")) continue;
      // A page imported statically (the startup error's) is in the app's own chunk, which every page opened
      // with the router loads.
      const page = /import\('\.\.\/([\w/-]+)'\)/.exec(route)?.[1];
      if (page) pages.push(`src/${page}.tsx`);
    }
  }
  return pages;
}

describe('the start chunk spec', () => {
  it('names every signed-out route’s page, and no other', () => {
    const pages = signedOutRoutePages();
    expect(pages.length).toBeGreaterThan(3);
    expect([...START_CHUNK_SPEC.signedOutPages].sort()).toEqual(pages.sort());
  });

  it('names modules that exist', () => {
    const { entry, loginStart, appStart, signedIn, signedOutPages, loginShowsAlso } = START_CHUNK_SPEC;
    for (const path of [entry, loginStart, appStart, ...signedIn, ...signedOutPages, ...loginShowsAlso]) expect({ path, exists: existsSync(join(ROOT, path)) }).toEqual({ path, exists: true });
  });
});
