// Installing an uploaded licence file (console.md §7 licence upload), shared by POST /api/licence/upload
// and the chunked upload's UploadLicence method: verify, store, audit, answer.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import { getAuth } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { verifyLicence } from './licence-file';
import { licenceIssuer, serverHardwareKey, storeLicence } from './licence-store';

/** A licence file is a small signed JSON. */
export const MAX_LICENCE_BYTES = 64 * 1024;

export type LicenceUploadAnswer = { licensedTo: string; valid: true; expires: string | undefined; rights: string[] };

/** Verifies the file against this server's hardware key and the trusted issuer; stores it or refuses with 400. */
export async function installLicenceFile(ctx: ServerContext, request: FastifyRequest, upload: { name: string; data: Buffer }): Promise<LicenceUploadAnswer> {
  const user = getAuth(request)?.user;
  let parsed: unknown;
  try {
    parsed = JSON.parse(upload.data.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const verdict = verifyLicence(parsed, licenceIssuer(ctx.db), await serverHardwareKey(ctx.db), new Date());
  const audit = { userId: user?.id ?? null, username: user?.username ?? null, ip: request.ip, entity: 'licence', entityId: upload.name };
  if (!verdict.ok) {
    await writeAudit(ctx.db, { ...audit, category: 'licence-upload-refused', reason: verdict.msg, message: `Licence file ${upload.name} refused` });
    throw httpError(400, verdict.msg, { field: 'file' });
  }
  await storeLicence(ctx.db, verdict.licence);
  await writeAudit(ctx.db, { ...audit, category: 'licence-upload', newValue: JSON.stringify({ ...verdict.licence, signature: undefined }), message: `Licence uploaded: licensed to ${verdict.licence.licensedTo}` });
  return { licensedTo: verdict.licence.licensedTo, valid: true, expires: verdict.licence.expires, rights: verdict.licence.rights };
}
