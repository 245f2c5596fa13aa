// Chunked upload (node-model.md §7; docs/api.md "Chunked upload"): POST /api/node/UploadPart puts one
// chunk, GET /api/node/UploadPart says which ranges the server holds (our extension, for resuming), and
// POST /api/node/upload hands the finished files to a method. Parts are idempotent by their range, so
// UploadPart ignores X-Mutation-Id; the upload call is a write like any other and is exactly-once.
import fs from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseContentRange } from '../../src/domain/upload/content-range';
import { UPLOAD_CHUNK_BYTES, UPLOAD_UID_PATTERN } from '../../src/domain/upload/upload-constants';
import type { ServerContext } from '../context';
import type { NodeService } from '../nodes/node-service';
import type { AuthGuards } from '../services/auth-guard';
import { MSG_AUTH_REQUIRED, getAuth } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { consumesSeq } from '../services/mutations';
import { parseInput } from '../services/validation';
import { readUploadForm } from '../uploads/upload-form';
import { fileTooLargeMessage, uploadMethods } from '../uploads/upload-methods';
import type { UploadedFile } from '../uploads/upload-methods';
import type { UploadStore } from '../uploads/upload-store';

export const MSG_PART_CONTENT_TYPE = /*i18n*/ 'A part must be sent as application/octet-stream.';
export const MSG_METHOD_NOT_FOUND = /*i18n*/ 'Method not found';

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

  await app.register(async (scope) => {
    // One chunk at most: a larger body is refused (413) before it is read whole.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES }, (_request, body, done) => done(null, body));

    scope.post('/api/node/UploadPart', { preHandler: guards.requireAuth, config: { mutation: false } }, async (request) => {
      const { UID } = parseInput(uidQuery, request.query, 'query');
      if (!Buffer.isBuffer(request.body)) throw httpError(415, MSG_PART_CONTENT_TYPE);
      const part = parseContentRange(request.headers['content-range']);
      if (typeof part === 'string') throw httpError(400, part, { field: 'Content-Range' });
      return store.putPart(userIdOf(request), UID, part, request.body);
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
