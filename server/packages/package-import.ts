// Importing one package file (console.md §1, ImportPackages), shared by the one-request import route and
// the chunked upload's ImportPackages method, so both check the same rights and audit the same way.
import type { FastifyRequest } from 'fastify';
import { mayCreateEntity } from '../../src/domain/records/record-entities';
import type { ServerContext } from '../context';
import { MSG_NO_CREATE_RIGHT } from '../records/record-messages';
import { viewerOf } from '../routes/records-access';
import { writeAudit } from '../services/audit-log';
import { HttpError, httpError } from '../services/http-error';
import { DUPLICATE_FIELD } from '../../src/domain/records/package-duplicates';
import type { DuplicateChoice } from '../../src/domain/records/package-duplicates';
import { importPackages } from './package-store';
import { readPackageArchive } from './read-package-archive';
import type { ArchiveKind } from './read-package-archive';

export const MSG_WRONG_EXTENSION = /*i18n*/ 'Only .xpkg and .pkg files can be imported.';

function archiveKind(fileName: string): ArchiveKind {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xpkg')) return 'xpkg';
  if (lower.endsWith('.pkg')) return 'pkg';
  throw httpError(400, MSG_WRONG_EXTENSION, { field: 'file' });
}

/** Checks the caller may create packages, imports the file's packages and audits the outcome; answers the new items. */
export async function importPackageFile(
  ctx: ServerContext,
  request: FastifyRequest,
  upload: { name: string; data: Buffer },
  onDuplicate: DuplicateChoice = 'ask',
): Promise<{ items: unknown[] }> {
  const viewer = await viewerOf(ctx, request);
  if (!viewer.isAdmin && !mayCreateEntity(viewer.createEntity, 'package')) throw httpError(403, MSG_NO_CREATE_RIGHT);
  const kind = archiveKind(upload.name);
  try {
    const packages = readPackageArchive(new Uint8Array(upload.data), kind);
    const items = await importPackages(ctx.db, viewer, packages, { ip: request.ip, fileName: upload.name }, onDuplicate);
    return { items };
  } catch (error) {
    // A question back to the user (the package is already there) is not a refusal of the file.
    if (error instanceof HttpError && error.statusCode === 409 && error.body.error.every((e) => e.field === DUPLICATE_FIELD)) throw error;
    const msg = error instanceof Error ? error.message : String(error);
    await writeAudit(ctx.db, { userId: viewer.userId, username: viewer.username, ip: request.ip, entity: 'package', category: 'package-import-refused', message: `Refused package file ${upload.name}: ${msg}` });
    throw error;
  }
}
