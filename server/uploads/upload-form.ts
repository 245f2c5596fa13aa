// Reads the multipart form of POST /api/node/upload (node-model.md §7): gId, methodName, args, and per
// file i either files[i] (the bytes, for a file of at most one chunk) with filesLastModified[i], or
// existingFilename[i], existingUID[i], existingLastModified[i] naming a finished chunked upload.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_CHUNK_BYTES, UPLOAD_UID_PATTERN } from '../../src/domain/upload/upload-constants';
import { HttpError, httpError } from '../services/http-error';
import { parseInput } from '../services/validation';

export const MAX_FORM_FILES = 8;
export const MSG_FORM_MALFORMED = /*i18n*/ 'The upload could not be read: it is not a complete multipart/form-data request.';
export const MSG_FORM_FILE_TOO_LARGE = `A file sent in the form may hold at most ${UPLOAD_CHUNK_BYTES} bytes: send larger files in parts (UploadPart) and name them with existingUID[i].`;
export const MSG_FORM_UNKNOWN_FIELD = /*i18n*/ 'The form has a field this call does not take.';
export const MSG_FORM_TOO_MANY = `At most ${MAX_FORM_FILES} files per call, numbered from 0 without gaps.`;
export const MSG_FORM_BOTH = /*i18n*/ 'A file number names either files[i] or existingUID[i], not both.';

export type FormFile = { name: string; lastModified: number | undefined } & ({ kind: 'sent'; data: Buffer } | { kind: 'chunked'; uid: string });
export type UploadForm = { gId: string; methodName: string; args: unknown[]; files: FormFile[] };

const FIELD = /^(gId|methodName|args)$|^(filesLastModified|existingFilename|existingUID|existingLastModified)\[(\d{1,2})\]$/;
const FILE = /^files\[(\d{1,2})\]$/;

const lastModified = z
  .string()
  .regex(/^\d{1,16}$/, 'a time in milliseconds')
  .transform(Number)
  .optional();
const fileName = z.string().min(1).max(255);
const argsText = z
  .string()
  .max(64 * 1024)
  .transform((text, issue) => {
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) return value as unknown[];
    } catch {
      // Reported below as one message.
    }
    issue.addIssue({ code: 'custom', message: 'args must be a JSON array' });
    return z.NEVER;
  });

const formSchema = z.object({
  gId: z.string().max(1000).default(''),
  methodName: z.string().min(1).max(100),
  args: argsText.optional(),
});

const existingSchema = z.object({
  existingFilename: fileName,
  existingUID: z.string().regex(UPLOAD_UID_PATTERN, 'an upload id of 16 to 64 letters, digits, - or _'),
  existingLastModified: lastModified,
});

type Raw = { fields: Record<string, string>; indexed: Map<number, Record<string, string>>; sent: Map<number, { name: string; data: Buffer }> };

function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, MSG_FORM_FILE_TOO_LARGE, { field: 'files' });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return httpError(400, MSG_FORM_TOO_MANY, { field: 'files' });
  return httpError(400, MSG_FORM_MALFORMED);
}

async function readRaw(request: FastifyRequest): Promise<Raw> {
  const raw: Raw = { fields: {}, indexed: new Map(), sent: new Map() };
  const parts = request.parts({ limits: { fileSize: UPLOAD_CHUNK_BYTES, files: MAX_FORM_FILES, fields: 3 + 4 * MAX_FORM_FILES, fieldSize: 64 * 1024 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const match = FILE.exec(part.fieldname);
      if (!match) {
        part.file.resume();
        throw httpError(400, MSG_FORM_UNKNOWN_FIELD, { field: part.fieldname.slice(0, 100) });
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw httpError(413, MSG_FORM_FILE_TOO_LARGE, { field: part.fieldname });
      raw.sent.set(Number(match[1]), { name: part.filename, data });
      continue;
    }
    const match = FIELD.exec(part.fieldname);
    if (!match || typeof part.value !== 'string') throw httpError(400, MSG_FORM_UNKNOWN_FIELD, { field: part.fieldname.slice(0, 100) });
    if (match[1]) raw.fields[match[1]] = part.value;
    else {
      const index = Number(match[3]);
      raw.indexed.set(index, { ...raw.indexed.get(index), [match[2] ?? '']: part.value });
    }
  }
  return raw;
}

function filesOf(raw: Raw): FormFile[] {
  const indexes = new Set([...raw.indexed.keys(), ...raw.sent.keys()]);
  if (indexes.size > MAX_FORM_FILES || [...indexes].some((i) => i >= indexes.size)) throw httpError(400, MSG_FORM_TOO_MANY, { field: 'files' });
  return [...indexes]
    .sort((a, b) => a - b)
    .map((i) => {
      const fields = raw.indexed.get(i) ?? {};
      const sent = raw.sent.get(i);
      if (sent) {
        if (fields.existingUID !== undefined || fields.existingFilename !== undefined) throw httpError(400, MSG_FORM_BOTH, { field: `files[${i}]` });
        const modified = parseInput(z.object({ filesLastModified: lastModified }), fields);
        return { kind: 'sent', name: parseInput(fileName, sent.name), data: sent.data, lastModified: modified.filesLastModified };
      }
      const existing = parseInput(existingSchema, fields);
      return { kind: 'chunked', name: existing.existingFilename, uid: existing.existingUID, lastModified: existing.existingLastModified };
    });
}

async function receiveForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw httpError(400, MSG_FORM_MALFORMED);
  let raw: Raw;
  try {
    raw = await readRaw(request);
  } catch (error) {
    throw refusal(error);
  }
  const form = parseInput(formSchema, raw.fields);
  return { gId: form.gId, methodName: form.methodName, args: form.args ?? [], files: filesOf(raw) };
}

// One read per request: the body is received before the write's transaction opens (mutations.ts
// beforeTransaction), and the handler then gets the same form, or the same refusal.
const formsByRequest = new WeakMap<FastifyRequest, Promise<UploadForm>>();

export function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  let form = formsByRequest.get(request);
  if (!form) {
    form = receiveForm(request);
    formsByRequest.set(request, form);
  }
  return form;
}
