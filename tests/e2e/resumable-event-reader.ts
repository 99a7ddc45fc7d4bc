import { parseSseBlock } from "../integration/parse-sse-block";

/** One server-sent event as read: `connection` counts from 1, the one it came on. */
export type ReadEvent = { id: string | null; event: string; data: string; connection: number };

/** One connection: the Last-Event-ID it sent (null on the first) and the status it was answered with (0: none). */
export type ReadConnection = { lastEventId: string | null; status: number };

/**
 * Reads an event stream as a browser's EventSource does, keeping every event: when the connection
 * ends or fails it waits the stream's `retry:` time and connects again, sending the last id seen
 * as `Last-Event-ID`. Unlike EventSource it also tries again after an answer other than 200 (kept
 * in `connections`, for the test to judge), so a refusal cannot end the test's reading early.
 * `stop` closes it and resolves once it has stopped.
 */
export function readResumableEvents(url: string) {
  const events: ReadEvent[] = [];
  const connections: ReadConnection[] = [];
  const stopped = new AbortController();
  let lastEventId: string | null = null;
  let retryMs = 1_000;

  async function readOnce(): Promise<void> {
    const connection: ReadConnection = { lastEventId, status: 0 };
    connections.push(connection);
    const response = await fetch(url, {
      headers: lastEventId === null ? {} : { "last-event-id": lastEventId },
      signal: stopped.signal,
    });
    connection.status = response.status;
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffered = "";
    const body = response.body.getReader();
    for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
      buffered += decoder.decode(chunk.value, { stream: true }).replaceAll("\r\n", "\n");
      let end = buffered.indexOf("\n\n");
      while (end >= 0) {
        const fields = parseSseBlock(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf("\n\n");
        if (fields === null) continue;
        if (fields.retry !== null && fields.retry >= 0) retryMs = fields.retry;
        if (fields.id !== null) lastEventId = fields.id;
        // Only a block with data is dispatched, as EventSource does; the server never sends empty data.
        if (fields.data !== "")
          events.push({
            id: fields.id,
            event: fields.event,
            data: fields.data,
            connection: connections.length,
          });
      }
    }
    // An event cut off by the connection's end is never dispatched, as in a browser.
  }

  const done = (async () => {
    while (!stopped.signal.aborted) {
      await readOnce().catch(() => undefined);
      if (stopped.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    events,
    connections,
    /** How many times it connected again after its first connection. */
    reconnections: () => connections.length - 1,
    stop(): Promise<void> {
      stopped.abort();
      return done;
    },
  };
}
