// Keeps share-link passes out of the log. The browser never sends the link's fragment, but the batch
// call carries sharePass in its query (node-model.md §7), and Fastify logs every request line.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&]sharePass=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** Fastify's own request serializer (lib/logger-pino.js) with the URL redacted. */
export function redactedRequestLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
