const encoder = new TextEncoder();

/**
 * The body of one server-sent event stream (docs/architecture.md#real-time): `write` queues text
 * until `close`, which runs once, whoever calls it (the reader going away, the node stopping, a
 * failure), after the `closing` hooks. `run` starts the 15 s heartbeat comment and the close on
 * the request's abort, once the caller has subscribed to what it streams.
 */
export function createEventStreamBody({
  signal,
  onClose,
}: {
  signal: AbortSignal;
  onClose?: () => void;
}) {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined = undefined;
  const closing: (() => void)[] = [];
  const write = (text: string) => {
    if (!closed) controller?.enqueue(encoder.encode(text));
  };
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const hook of closing) hook();
    signal.removeEventListener("abort", close);
    try {
      controller?.close();
    } catch {
      // Already closed by the reader going away.
    }
    onClose?.();
  }
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: close,
  });
  return {
    stream,
    write,
    close,
    isClosed: () => closed,
    /** Runs `hook` when the stream closes (an unsubscribe). */
    onClosing: (hook: () => void) => void closing.push(hook),
    run(heartbeatMs: number) {
      heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      signal.addEventListener("abort", close);
      if (signal.aborted) close();
    },
  };
}
