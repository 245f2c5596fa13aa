// A probe for load balancers and scripts: answers only when the database answers too.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/health', async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' };
  });
}
