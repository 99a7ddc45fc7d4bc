/** A refusal a person reads: `message` as plain text, never cached. */
export function plainTextAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(message, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

/** An event stream's headers: nothing on the way may cache, buffer or compress it (docs/architecture.md#real-time). */
export const EVENT_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "private, no-store, no-transform",
  "x-accel-buffering": "no",
};
