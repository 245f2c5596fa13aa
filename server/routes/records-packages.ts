// Package files (console.md §1, §7 ImportPackages): export as .xpkg and import .xpkg / .pkg uploads.
// Multipart parsing is registered in this plugin's own scope, so other routes are unaffected.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasAccess } from '../../src/domain/records/record-access';
import { mayCreateEntity } from '../../src/domain/records/record-entities';
import { DUPLICATE_CHOICES } from '../../src/domain/records/package-duplicates';
import { RecordAccess, Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { MAX_UPLOAD_BYTES } from '../packages/archive-limits';
import { importPackageFile } from '../packages/package-import';
import { collectPackages } from '../packages/package-store';
import { writePackageArchive } from '../packages/write-package-archive';
import { parseRecordInput } from '../records/record-input';
import { MSG_NO_CREATE_RIGHT, MSG_NO_RECORD_RIGHT, recordNotFound } from '../records/record-messages';
import { accessOf, findVisibleRows } from '../records/record-reader';
import type { AuthGuards } from '../services/auth-guard';
import { writeAudit } from '../services/audit-log';
import { attachmentDisposition } from '../services/content-disposition';
import { HttpError, httpError } from '../services/http-error';
import { entityGuard, viewerOf } from './records-access';
import { parseInput } from '../services/validation';

export const MSG_NO_FILE = /*i18n*/ 'Choose a package file (.xpkg or .pkg) to import.';
export const MSG_FILE_TOO_LARGE = /*i18n*/ 'The package file is too large (more than 32 MiB).';

const exportQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((v) => v.length <= 100, { message: 'ids: at most 100 packages per file.' }),
});

export const MSG_UPLOAD_MALFORMED = /*i18n*/ 'The upload could not be read: it is not a complete multipart/form-data request.';
export const MSG_UPLOAD_ONE_FILE = /*i18n*/ 'Send one file, in the form field "file", and nothing else.';

type UploadMessages = { missing: string; tooLarge: string };

/**
 * The multipart parser's errors as the client's fault: busboy throws plain Errors for truncated bodies,
 * bad or missing boundaries and broken part headers, which the error handler would answer 500.
 */
function uploadRefusal(error: unknown, messages: UploadMessages): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, messages.tooLarge, { field: 'file' });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return httpError(400, MSG_UPLOAD_ONE_FILE, { field: 'file' });
  return httpError(400, MSG_UPLOAD_MALFORMED, { field: 'file' });
}

async function readFilePart(request: FastifyRequest, maxBytes: number, messages: UploadMessages): Promise<{ name: string; data: Buffer } | null> {
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      // An unread file stream stalls the whole upload: drain what we do not want.
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    if (part.file.truncated) throw httpError(413, messages.tooLarge, { field: 'file' });
    return { name: part.filename, data };
  }
  return null;
}

type Upload = { name: string; data: Buffer };

// One read per request: a write with X-Mutation-Id receives its upload before its transaction opens
// (services/mutations.ts beforeTransaction), and the handler then gets the same file, or the same refusal.
const uploadsByRequest = new WeakMap<FastifyRequest, Promise<Upload>>();

/** The uploaded file of field `file` as bytes, with its name; refuses oversize and malformed uploads with 4xx. */
export function readUpload(request: FastifyRequest, maxBytes: number, messages: UploadMessages): Promise<Upload> {
  let upload = uploadsByRequest.get(request);
  if (!upload) {
    upload = receiveUpload(request, maxBytes, messages);
    uploadsByRequest.set(request, upload);
  }
  return upload;
}

async function receiveUpload(request: FastifyRequest, maxBytes: number, messages: UploadMessages): Promise<Upload> {
  if (!request.isMultipart()) throw httpError(400, messages.missing, { field: 'file' });
  let upload: Upload | null;
  try {
    upload = await readFilePart(request, maxBytes, messages);
  } catch (error) {
    throw uploadRefusal(error, messages);
  }
  if (!upload) throw httpError(400, messages.missing, { field: 'file' });
  return upload;
}

const importQuery = z.object({ onDuplicate: z.enum(DUPLICATE_CHOICES).default('ask') });

const importMessages: UploadMessages = { missing: MSG_NO_FILE, tooLarge: MSG_FILE_TOO_LARGE };

function exportFileName(names: string[]): string {
  const base = names.length === 1 ? (names[0] ?? 'package') : `packages-${new Date().toISOString().slice(0, 10)}`;
  return `${base.replace(/[^A-Za-z0-9._ -]+/g, '_').trim() || 'package'}.xpkg`;
}

export async function registerPackageRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): Promise<void> {
  const preHandler = entityGuard(guards, 'package');
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

    const beforeTransaction = (request: FastifyRequest) => readUpload(request, MAX_UPLOAD_BYTES, importMessages);
    scope.post('/api/db/package/ImportPackages', { preHandler, config: { beforeTransaction } }, async (request, reply) => {
      // The rights are checked before the upload is read, so a caller without them learns nothing of its parsing.
      const viewer = await viewerOf(ctx, request);
      if (!viewer.isAdmin && !mayCreateEntity(viewer.createEntity, 'package')) throw httpError(403, MSG_NO_CREATE_RIGHT);
      const upload = await readUpload(request, MAX_UPLOAD_BYTES, importMessages);
      const { onDuplicate } = parseInput(importQuery, request.query, 'query');
      return reply.code(201).send(await importPackageFile(ctx, request, upload, onDuplicate));
    });

    scope.get('/api/db/package/export', { preHandler }, async (request, reply) => {
      await guards.ensureRight(request, Right.exportData);
      const viewer = await viewerOf(ctx, request);
      const { ids } = parseRecordInput(exportQuery, request.query);
      const rows = await findVisibleRows(ctx.db, viewer, 'package', ids);
      if (rows.length !== ids.length) throw recordNotFound();
      const access = await accessOf(ctx.db, viewer, rows);
      if (rows.some((r) => !hasAccess(access.get(r.id) ?? 0, RecordAccess.read))) throw httpError(403, MSG_NO_RECORD_RIGHT);
      const archive = writePackageArchive(await collectPackages(ctx.db, rows));
      const fileName = exportFileName(rows.map((r) => r.name));
      await writeAudit(ctx.db, { userId: viewer.userId, username: viewer.username, ip: request.ip, entity: 'package', entityId: ids.join(','), category: 'package-export', message: `Exported ${fileName}` });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .send(Buffer.from(archive));
    });
  });
}
