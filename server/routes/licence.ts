// The server's own licence (console.md §7). Unlicensed until licence upload exists.
import type { FastifyInstance } from 'fastify';
import type { LicenceInfo } from '../../src/domain/auth-data';
import type { ServerContext } from '../context';
import type { AuthGuards } from '../services/auth-guard';

export function registerLicenceRoutes(app: FastifyInstance, _ctx: ServerContext, guards: AuthGuards): void {
  app.get('/api/licence/check', { preHandler: guards.requireAuth }, async (): Promise<LicenceInfo> => ({ licensedTo: '', valid: false }));
}
