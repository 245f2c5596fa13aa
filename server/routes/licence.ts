// The server's own licence (console.md §7): check, hardware key download, licence file upload.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { LicenceDetails, LicenceStatus } from '../../src/domain/auth-data';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { licenceIssuerOf } from '../licence/issuer-key';
import { licenceDetails, licenceInfo, serverHardwareKey, setLicenceIssuer } from '../licence/licence-store';
import { MAX_LICENCE_BYTES, installLicenceFile } from '../licence/licence-upload';
import type { AuthGuards } from '../services/auth-guard';
import { readUpload } from './records-packages';

export { MAX_LICENCE_BYTES };
export const MSG_NO_LICENCE_FILE = /*i18n*/ 'Choose a licence file to upload.';
export const MSG_LICENCE_TOO_LARGE = /*i18n*/ 'The licence file is too large.';

export async function registerLicenceRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): Promise<void> {
  // Fails the start, not the first upload, when LICENCE_PUBLIC_KEY is not a usable key.
  setLicenceIssuer(ctx.db, licenceIssuerOf(ctx.config));

  app.get('/api/licence/check', { preHandler: guards.requireAuth }, async (): Promise<LicenceDetails> => licenceDetails(ctx.db));
  // Anonymous pages (login) show the UNLICENSED marker too, so anyone may learn whether the server is
  // licensed; who it is licensed to, until when and why not stay with signed-in users.
  app.get('/api/licence/status', async (): Promise<LicenceStatus> => ({ valid: (await licenceInfo(ctx.db)).valid }));

  app.get('/api/licence/hwkey', { preHandler: guards.requireRight(Right.admin) }, async (_request, reply) => {
    const hwKey = await serverHardwareKey(ctx.db);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="server-${hwKey.slice(0, 5)}.hwkey"`)
      .send(`${hwKey}\n`);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_LICENCE_BYTES, files: 1 } });
    const receive = (request: FastifyRequest) => readUpload(request, MAX_LICENCE_BYTES, { missing: MSG_NO_LICENCE_FILE, tooLarge: MSG_LICENCE_TOO_LARGE });
    scope.post('/api/licence/upload', { preHandler: guards.requireRight(Right.admin), config: { beforeTransaction: receive } }, async (request) => installLicenceFile(ctx, request, await receive(request)));
  });
}
