// An upload part's body, read from the request stream into a 1 MiB buffer that is used again for later
// parts. Letting Fastify collect each body (`parseAs: 'buffer'`) made a fresh megabyte per part, and
// collecting that garbage was most of the server's time in a large upload (docs/decisions.md).
import type { Readable } from 'node:stream';

/** The whole body, or 'over' when it is longer than the buffer, or 'aborted' when the client went away mid-body. */
export type PartBodyRead = { length: number } | 'over' | 'aborted';

export type PartBuffers = {
  take(): Buffer;
  give(buffer: Buffer): void;
};

/** Buffers of `bytes` each; up to `keep` are kept for reuse, more are made when that many parts arrive at once. */
export function createPartBuffers(bytes: number, keep: number): PartBuffers {
  const idle: Buffer[] = [];
  return {
    take: () => idle.pop() ?? Buffer.allocUnsafeSlow(bytes),
    give: (buffer) => {
      if (idle.length < keep) idle.push(buffer);
    },
  };
}

/**
 * Copies the body of `stream` into `target`. Stops reading at the first byte that does not fit; the
 * caller answers and closes the connection then, as Fastify does for a body over its limit.
 */
export function readPartBody(stream: Readable, target: Buffer): Promise<PartBodyRead> {
  return new Promise((resolve) => {
    if (stream.destroyed && !stream.readableEnded) {
      resolve('aborted');
      return;
    }
    let length = 0;
    const settle = (result: PartBodyRead) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onAborted);
      stream.off('close', onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (length + chunk.length > target.length) {
        stream.pause();
        settle('over');
        return;
      }
      chunk.copy(target, length);
      length += chunk.length;
    };
    const onEnd = () => settle({ length });
    // 'close' before 'end' is a body cut off (Node also emits 'error' then); either way nothing of it counts.
    const onAborted = () => settle('aborted');
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onAborted);
    stream.once('close', onAborted);
  });
}
