// Serves the built console from STATIC_DIR with history-mode fallback: any GET that is not an API
// call and not a file gets index.html, so deep links like /customer/12 survive a reload.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../services/http-error';

export const MSG_NOT_BUILT = 'The console has not been built yet: run `npm run build`, then reload this page.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Paths that name a file: when missing they are a 404, never index.html (a service worker or
// manifest answered with HTML breaks the app). Route ids such as /settings/0.Settings.System.Info
// contain dots too, hence a list of extensions rather than "has a dot".
const FILE_LIKE = /(^\/(assets|icons)\/)|\.(js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|xml|wasm)$/i;

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function cacheControlFor(filePath: string, staticDir: string): string {
  const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
  // Files under /assets/ carry a content hash in their name, so they never change.
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    index: ['index.html'],
    wildcard: true,
    // `npm run build` writes .br and .gz beside each file; they are sent as they are when the client accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath, staticDir));
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = pathOf(request);
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !FILE_LIKE.test(urlPath);
    if (!isPage) throw httpError(404, `Not found: ${request.method} ${urlPath}`);
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
      return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(MSG_NOT_BUILT);
    }
    return reply.sendFile('index.html');
  });
}
