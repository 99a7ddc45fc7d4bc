import { performance } from "node:perf_hooks";

/**
 * One live event stream per URL, opened on `handler` and read as a browser reads it (text split on
 * blank lines, the `id:` line taken), noting when each event id arrived on each stream. `close`
 * cancels every body, as the server's pipe does when a browser leaves (request.signal alone stops
 * firing once the Request object is collected), and waits until `served()` says none is left.
 */
export async function openSseReaders(
  handler: (request: Request) => Promise<Response>,
  urls: readonly string[],
  served: () => number,
) {
  const arrivals = new Map<number, number[]>();
  const waiting = new Map<number, () => void>();
  const arrived = (id: number) => {
    const times = arrivals.get(id) ?? [];
    arrivals.set(id, times);
    times.push(performance.now());
    if (times.length === urls.length) waiting.get(id)?.();
  };
  const streams = await Promise.all(
    urls.map(async (url) => {
      const controller = new AbortController();
      const response = await handler(new Request(url, { signal: controller.signal }));
      if (response.status !== 200)
        throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let buffer = "";
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer += decoder.decode(chunk.value, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
            // The fields before `data:` only: a quotes event's data runs to kilobytes.
            const data = buffer.indexOf("data:");
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, data === -1 || data > end ? end : data));
            buffer = buffer.slice(end + 2);
            if (id) arrived(Number(id[1]));
          }
        }
      })();
      return { controller, reader };
    }),
  );
  return {
    /** When event `id` arrived, once per stream that got it. */
    arrivals: (id: number): readonly number[] => arrivals.get(id) ?? [],
    /** Every event id seen so far with its arrival times. */
    all: () => arrivals.entries(),
    /** Resolves once every stream got event `id`; rejects after `timeoutMs` without. */
    seenByAll: (id: number, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (arrivals.get(id)?.length === urls.length) return resolve();
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `${arrivals.get(id)?.length ?? 0} of ${urls.length} streams got event ${id}`,
              ),
            ),
          timeoutMs,
        );
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    async close() {
      for (const { controller, reader } of streams) {
        controller.abort();
        await reader.cancel();
      }
      while (served() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
