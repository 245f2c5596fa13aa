// A JSON response whose status and headers are in but whose body the test sends later: the request is
// then past the point where an abort still cancels it, as when a screen closes while an answer arrives.
export type HeldResponse = { response: Response; release: () => void };

export function heldJsonResponse(status: number, body: unknown): HeldResponse {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(stream, { status, headers: { 'content-type': 'application/json' } }),
    release: () => {
      controller?.enqueue(new TextEncoder().encode(JSON.stringify(body)));
      controller?.close();
    },
  };
}
