// Headers sent with every answer, including errors and static files: @fastify/helmet's standard set with
// our CSP, HSTS only over TLS, the version headers, and no caching unless a route chose its own.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, HEADER_SERVER_STARTUP, HEADER_SERVER_VERSION } from '../../src/domain/app-constants';

// Fluent UI injects styles at runtime, hence 'unsafe-inline' for styles only; scripts stay 'self'.
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance, startedAt: Date): Promise<void> {
  // Not global: @fastify/helmet would build helmet's middleware, CSP text included, anew on every request.
  // Its headers depend on nothing of the request (no nonces, no route options), so helmet runs once, on the
  // first request, and every answer gets the headers it set then.
  await app.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, only over TLS: over plain HTTP (a lab LAN without certificates) it is meaningless at best.
    strictTransportSecurity: false,
  });
  let helmetHeaders: [string, string | number | readonly string[]][] | undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!helmetHeaders) {
      const before = new Set(reply.raw.getHeaderNames());
      await reply.helmet();
      helmetHeaders = reply.raw.getHeaderNames().filter((name) => !before.has(name)).map((name) => [name, reply.raw.getHeader(name) as string | number | readonly string[]]);
    } else for (const [name, value] of helmetHeaders) reply.raw.setHeader(name, value);
    reply.header(HEADER_SERVER_VERSION, APP_VERSION);
    reply.header(HEADER_SERVER_STARTUP, startedAt.toISOString());
    // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY=true (Fastify trustProxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  // Answers carry tokens and personal data: no browser or proxy may keep them, unless a route (static
  // files) set its own caching for public content.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
