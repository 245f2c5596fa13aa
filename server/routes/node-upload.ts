// Chunked upload (node-model.md §7; docs/api.md "Chunked upload"): POST /api/node/UploadPart puts one
// chunk, GET /api/node/UploadPart says which ranges the server holds (our extension, for resuming), and
// POST /api/node/upload hands the finished files to a method. Parts are idempotent by their range, so
// UploadPart ignores X-Mutation-Id; the upload call is a write like any other and is exactly-once.
import fs from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseContentRange, rangeLength } from '../../src/domain/upload/content-range';
import { UPLOAD_CHUNK_BYTES, UPLOAD_UID_PATTERN } from '../../src/domain/upload/upload-constants';
import type { ServerContext } from '../context';
import { MSG_BODY_TOO_LARGE } from '../error-handler';
import type { NodeService } from '../nodes/node-service';
import type { AuthGuards } from '../services/auth-guard';
import { MSG_AUTH_REQUIRED, getAuth } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { consumesSeq } from '../services/mutations';
import { parseInput } from '../services/validation';
import { createPartBuffers, readPartBody } from '../uploads/part-body';
import { readUploadForm } from '../uploads/upload-form';
import { fileTooLargeMessage, uploadMethods } from '../uploads/upload-methods';
import type { UploadedFile } from '../uploads/upload-methods';
import type { UploadStore } from '../uploads/upload-store';
import { MSG_PART_LENGTH } from '../uploads/upload-store';

export const MSG_PART_CONTENT_TYPE = /*i18n*/ 'A part must be sent as application/octet-stream.';
export const MSG_METHOD_NOT_FOUND = /*i18n*/ 'Method not found';

/** The body of a part is read by the route itself, after the guards and checks (see part-body.ts). */
const STREAMED_BODY = Symbol('part body left in the request stream');
/** Part buffers kept for reuse: a few uploads' parts in flight at once. */
const PART_BUFFERS_KEPT = 8;

const uidQuery = z.object({ UID: z.string().regex(UPLOAD_UID_PATTERN, 'an upload id of 16 to 64 letters, digits, - or _') });

function userIdOf(request: FastifyRequest): number {
  const user = getAuth(request)?.user;
  if (!user) throw httpError(401, MSG_AUTH_REQUIRED);
  return user.id;
}

export async function registerNodeUploadRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards, store: UploadStore, nodes: NodeService): Promise<void> {
  const methods = uploadMethods(ctx, guards, nodes);
  // Chunked uploads a request handed to its method: removed once the answer is final (success or refusal).
  const consumedByRequest = new WeakMap<FastifyRequest, string[]>();
  const buffers = createPartBuffers(UPLOAD_CHUNK_BYTES, PART_BUFFERS_KEPT);

  // A body over one chunk is not read on: the connection closes after the answer, as Fastify does at its limit.
  const tooLarge = () => httpError(413, MSG_BODY_TOO_LARGE, { headers: { connection: 'close' } });

  await app.register(async (scope) => {
    // Not read here: the handler reads the body once the caller and the part's range have passed.
    scope.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, STREAMED_BODY));

    scope.post('/api/node/UploadPart', { preHandler: guards.requireAuth, config: { mutation: false } }, async (request) => {
      const { UID } = parseInput(uidQuery, request.query, 'query');
      if (request.body !== STREAMED_BODY) throw httpError(415, MSG_PART_CONTENT_TYPE);
      const declared = request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']);
      // One chunk at most: a larger body is refused before a byte of it is read.
      if (declared !== undefined && declared > UPLOAD_CHUNK_BYTES) throw tooLarge();
      const part = parseContentRange(request.headers['content-range']);
      if (typeof part === 'string') throw httpError(400, part, { field: 'Content-Range' });
      const userId = userIdOf(request);
      await store.checkPart(userId, UID, part);
      if (declared !== undefined && declared !== rangeLength(part)) throw httpError(400, MSG_PART_LENGTH, { field: 'Content-Range' });
      const buffer = buffers.take();
      try {
        const body = await readPartBody(request.raw, buffer);
        if (body === 'over') throw tooLarge();
        // A body cut off counts for nothing; its client is gone and reads no answer.
        if (body === 'aborted') throw httpError(400, MSG_PART_LENGTH, { field: 'Content-Range' });
        return await store.putPart(userId, UID, part, buffer.subarray(0, body.length));
      } finally {
        buffers.give(buffer);
      }
    });

    scope.get('/api/node/UploadPart', { preHandler: guards.requireAuth }, async (request) => {
      const { UID } = parseInput(uidQuery, request.query, 'query');
      return store.status(userIdOf(request), UID);
    });

    // Cancel: the client gives up an upload it started; its parts are deleted at once.
    scope.delete('/api/node/UploadPart', { preHandler: guards.requireAuth, config: { mutation: false } }, async (request, reply: FastifyReply) => {
      const { UID } = parseInput(uidQuery, request.query, 'query');
      await store.status(userIdOf(request), UID);
      await store.remove(UID);
      return reply.code(204).send();
    });
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    scope.post('/api/node/upload', { preHandler: guards.requireAuth, config: { beforeTransaction: readUploadForm } }, async (request) => {
      const form = await readUploadForm(request);
      const method = methods.get(form.methodName);
      if (!method) throw httpError(404, MSG_METHOD_NOT_FOUND, { field: 'methodName' });
      await method.authorise(request);
      const userId = userIdOf(request);
      const files: UploadedFile[] = [];
      for (const file of form.files) {
        if (file.kind === 'sent') {
          const data = file.data;
          files.push({ name: file.name, lastModified: file.lastModified, size: data.length, read: async () => data });
        } else {
          const done = await store.complete(userId, file.uid);
          files.push({ name: file.name, lastModified: file.lastModified, size: done.size, read: () => fs.readFile(done.path) });
        }
      }
      consumedByRequest.set(request, form.files.flatMap((f) => (f.kind === 'chunked' ? [f.uid] : [])));
      if (files.some((f) => f.size > method.maxBytes)) throw httpError(413, fileTooLargeMessage(method.maxBytes), { field: 'files' });
      return { returnValue: await method.run(request, { gId: form.gId, args: form.args, files }) };
    });
    // After the answer is final (with X-Mutation-Id: committed, by the app's onSend hook that runs before this
    // scope's) and before the client reads it: a retry of the same id replays the stored answer and needs no
    // file; an answer that leaves the write undone (5xx, a refreshed token) keeps the upload for the next try.
    scope.addHook('onSend', async (request, reply, payload) => {
      const uids = consumedByRequest.get(request);
      if (uids && reply.statusCode < 500 && (consumesSeq(reply.statusCode) || reply.statusCode === 413)) {
        for (const uid of uids) await store.remove(uid);
      }
      return payload;
    });
  });
}
