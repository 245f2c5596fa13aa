// A JSON response whose status and headers are in but whose body the test sends later: the request is
// then past the point where an abort still cancels it, as when a screen closes while an answer arrives.
// The body is handed out only as the client reads it, so a test can tell that the client started reading
// (past the abort check after fetch) and that it read the whole answer (the late answer was delivered).
import { expect, vi } from 'vitest';
import { pendingRequestCount } from '../../../src/data/request-registry';

const WAIT = { timeout: 15_000 };

export type HeldResponse = {
  response: Response;
  release: () => void;
  /** The client asked for the body. */
  readStarted: () => boolean;
  /** The client read the body to its end. */
  bodyRead: () => boolean;
};

export function heldJsonResponse(status: number, body: unknown): HeldResponse {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let pulls = 0;
  let read = false;
  // highWaterMark 0: the stream pulls only for a reader's read, so each pull is the client asking.
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) {
          await released;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
          return;
        }
        // Asked for more after the whole body: the client has all of it.
        read = true;
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    response: new Response(stream, { status, headers: { 'content-type': 'application/json' } }),
    release,
    readStarted: () => pulls > 0,
    bodyRead: () => read,
  };
}

/** Waits until the client is reading the held body: an unmount from then on is "while the answer arrives". */
export async function untilBodyReadStarted(answer: HeldResponse): Promise<void> {
  await vi.waitFor(() => expect(answer.readStarted()).toBe(true), WAIT);
}

/**
 * Sends the held body and waits until the client read it to the end and its request ended. The wait is
 * met at one of vi.waitFor's timer polls, never synchronously (the body goes out in later microtasks), so
 * by then the caller's continuations of that request have run too.
 */
export async function deliverHeld(answer: HeldResponse): Promise<void> {
  answer.release();
  await vi.waitFor(() => {
    expect(answer.bodyRead()).toBe(true);
    expect(pendingRequestCount()).toBe(0);
  }, WAIT);
}
