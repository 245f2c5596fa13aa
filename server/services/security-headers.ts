// Headers sent with every answer, including errors and static files.
import type { FastifyReply } from 'fastify';
import { APP_VERSION, HEADER_SERVER_STARTUP, HEADER_SERVER_VERSION } from '../../src/domain/app-constants';

// Fluent UI injects styles at runtime, hence 'unsafe-inline' for styles only; scripts stay 'self'.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function applyStandardHeaders(reply: FastifyReply, startedAt: Date): void {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'same-origin');
  reply.header(HEADER_SERVER_VERSION, APP_VERSION);
  reply.header(HEADER_SERVER_STARTUP, startedAt.toISOString());
}
