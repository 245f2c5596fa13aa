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
import { MSG_AUTH_REQUIRED, getAuth, requestRights } from '../services/auth-guard';
import type { NodeService } from '../nodes/node-service';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { METHOD_UPLOAD_WEB_APP_FILE, WEB_APP_FILE_MAX_BYTES } from '../../src/domain/upload/upload-constants';
import { httpError } from '../services/http-error';
import { isDuplicateChoice } from '../../src/domain/records/package-duplicates';
import type { DuplicateChoice } from '../../src/domain/records/package-duplicates';

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

export const MSG_ONE_FILE = /*i18n*/ 'This method takes exactly one file.';

export function fileTooLargeMessage(max: number): string {
  return `The file is too large for this method: at most ${max} bytes.`;
}

async function onlyFile(call: UploadCall): Promise<{ name: string; data: Buffer }> {
  const [file] = call.files;
  if (!file || call.files.length !== 1) throw httpError(400, MSG_ONE_FILE, { field: 'files' });
  return { name: file.name, data: await file.read() };
}

export const MSG_IMPORT_ARGS = "ImportPackages takes at most one argument: 'ask', 'replace' or 'keep' (what to do with a package already on the server).";

function duplicateChoiceOf(args: unknown[]): DuplicateChoice {
  if (args.length === 0) return 'ask';
  const [choice] = args;
  if (args.length !== 1 || !isDuplicateChoice(choice)) throw httpError(400, MSG_IMPORT_ARGS, { field: 'args' });
  return choice;
}

export const MSG_WEB_APP_FILE_ARGS = /*i18n*/ 'UploadWebAppFile takes one argument: the id of the property to write.';
export const MSG_WEB_APP_FILE_TEXT = /*i18n*/ 'A web app file must be UTF-8 text.';

/** Writes the file's text into the property, as a node update by the caller: same rights, checks and audit. */
async function writeWebAppFile(ctx: ServerContext, nodes: NodeService, request: FastifyRequest, call: UploadCall): Promise<unknown> {
  const [propertyId] = call.args;
  if (call.args.length !== 1 || typeof propertyId !== 'string' || propertyId === '') throw httpError(400, MSG_WEB_APP_FILE_ARGS, { field: 'args' });
  const { name, data } = await onlyFile(call);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw httpError(400, MSG_WEB_APP_FILE_TEXT, { field: 'files' });
  }
  const auth = getAuth(request);
  if (!auth) throw httpError(401, MSG_AUTH_REQUIRED);
  const { rights } = await requestRights(ctx, request);
  const item: BatchRequestItem = { action: BatchAction.update, gId: call.gId, values: [{ id: propertyId, value: text }], userReason: `Uploaded ${name}` };
  const [answer] = (await nodes.run('', auth.user, rights, request.ip, [item])).response.responses;
  if (!answer || answer.result !== BatchResult.ok) throw httpError(answer?.result === BatchResult.accessDenied ? 403 : 400, answer?.resultText ?? 'The file could not be stored.', { field: 'files' });
  return { gId: call.gId, propertyId, bytes: data.length };
}

export function uploadMethods(ctx: ServerContext, guards: AuthGuards, nodes: NodeService): ReadonlyMap<string, UploadMethod> {
  return new Map<string, UploadMethod>([
    [
      METHOD_IMPORT_PACKAGES,
      {
        authorise: (request) => guards.ensureRight(request, Right.accessPackages),
        maxBytes: MAX_UPLOAD_BYTES,
        run: async (request, call) => importPackageFile(ctx, request, await onlyFile(call), duplicateChoiceOf(call.args)),
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
    [
      METHOD_UPLOAD_WEB_APP_FILE,
      {
        // The node update checks the rights on the node and its property.
        authorise: async () => undefined,
        maxBytes: WEB_APP_FILE_MAX_BYTES,
        run: (request, call) => writeWebAppFile(ctx, nodes, request, call),
      },
    ],
  ]);
}
