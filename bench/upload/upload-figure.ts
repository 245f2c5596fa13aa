// What bench/upload/upload-bench.ts prints (one JSON line) and bench/run.ts reads: it runs in its own
// process, as the replay benchmark does, because the client upload code is DOM-typed.
export type UploadFigure = {
  bytes: number;
  chunkBytes: number;
  maxSending: number;
  /** The client's chunked upload (the upload worker's sending code) until the server holds every chunk. */
  chunkedMs: number;
  /** One plain POST of the same bytes to a bare node:http server writing them to a file and syncing it. */
  plainMs: number;
  /** Both files on the server's disk equal the bytes sent (SHA-256). */
  chunkedIntact: boolean;
  plainIntact: boolean;
  /** Peak of ArrayBuffer memory above its level before the upload, sampled every few ms (client and server in one process). */
  peakArrayBufferBytes: number;
  /** A resumed upload (network dropped after some parts, new page): every range reached the server exactly once. */
  resumeBytes: number;
  resumeSentOnce: boolean;
  resumeIntact: boolean;
};
