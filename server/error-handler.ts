// Every error leaves the server as an ErrorBody (console.md §8); 5xx details go to the log only,
// never to the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../src/domain/error-item';
import { isDatabaseUnavailable } from './services/database-errors';
import { HttpError } from './services/http-error';

export const MSG_INTERNAL = /*i18n*/ 'Internal server error';
export const MSG_DATABASE_UNAVAILABLE = /*i18n*/ 'Database unavailable';

export const MSG_BODY_TOO_LARGE = 'Request body is too large.';

// Fastify's own 4xx errors in words a user can act on.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG_BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

function errorBody(msg: string): ErrorBody {
  return { error: [{ msg, severity: 2 }] };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).type('application/json; charset=utf-8').send(error.body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.code(503).type('text/plain; charset=utf-8').send(MSG_DATABASE_UNAVAILABLE);
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    const msg = FRAMEWORK_MESSAGES[code] ?? (error as Error).message ?? 'Bad request.';
    return reply.code(status).type('application/json; charset=utf-8').send(errorBody(msg));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).type('application/json; charset=utf-8').send(errorBody(MSG_INTERNAL));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
