/*
 * The SSE wire format, for the integration tests' stream readers (read-sse.ts) and the browser
 * tests' (tests/e2e/resumable-event-reader.ts): no test runner's imports, so both can load it.
 */

/** One server-sent event as the browser's EventSource sees it; comments (heartbeats) are dropped. */
export type SseEvent = { id: string | null; event: string; data: string; retry: number | null };

/** Parses one block (the text between blank lines) by the SSE rules: `field: value`, one leading space dropped. */
export function parseSseBlock(block: string): SseEvent | null {
  const event: SseEvent = { id: null, event: "message", data: "", retry: null };
  const data: string[] = [];
  let hasField = false;
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    hasField = true;
    if (field === "id") event.id = value;
    else if (field === "event") event.event = value;
    else if (field === "data") data.push(value);
    else if (field === "retry") event.retry = Number(value);
  }
  event.data = data.join("\n");
  return hasField ? event : null;
}
