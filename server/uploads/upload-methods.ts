// The methods POST /api/node/upload hands finished files to (node-model.md §7; docs/api.md "Chunked
// upload"). Each checks its own rights, the number and size of its files, then reuses the service its
// one-request route uses, so the two roads cannot drift apart.
import type { FastifyRequest } from 'fastify';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { MAX_LICENCE_BYTES, installLicenceFile } from '../licence/licence-upload';
import { MAX_UPLOAD_BYTES } from '../packages/archive-limits';
import { importPackageFile } from '../packages/package-import';
import type { AuthGuards } from '../services/auth-guard';
import { httpError } from '../services/http-error';

export type UploadedFile = { name: string; lastModified: number | undefined; size: number; read(): Promise<Buffer> };
export type UploadCall = { gId: string; args: unknown[]; files: UploadedFile[] };

export type UploadMethod = {
  /** Checked before any file is read: rights, then the number and size of the files. */
  authorise(request: FastifyRequest): Promise<void>;
  maxBytes: number;
  run(request: FastifyRequest, call: UploadCall): Promise<unknown>;
};

export const METHOD_IMPORT_PACKAGES = 'ImportPackages';
export const METHOD_UPLOAD_LICENCE = 'UploadLicence';

export const MSG_ONE_FILE = 'This method takes exactly one file.';

export function fileTooLargeMessage(max: number): string {
  return `The file is too large for this method: at most ${max} bytes.`;
}

async function onlyFile(call: UploadCall): Promise<{ name: string; data: Buffer }> {
  const [file] = call.files;
  if (!file || call.files.length !== 1) throw httpError(400, MSG_ONE_FILE, { field: 'files' });
  return { name: file.name, data: await file.read() };
}

export function uploadMethods(ctx: ServerContext, guards: AuthGuards): ReadonlyMap<string, UploadMethod> {
  return new Map<string, UploadMethod>([
    [
      METHOD_IMPORT_PACKAGES,
      {
        authorise: (request) => guards.ensureRight(request, Right.accessPackages),
        maxBytes: MAX_UPLOAD_BYTES,
        run: async (request, call) => importPackageFile(ctx, request, await onlyFile(call)),
      },
    ],
    [
      METHOD_UPLOAD_LICENCE,
      {
        authorise: (request) => guards.ensureRight(request, Right.admin),
        maxBytes: MAX_LICENCE_BYTES,
        run: async (request, call) => installLicenceFile(ctx, request, await onlyFile(call)),
      },
    ],
  ]);
}
