import superjson, { type SuperJSONResult } from "superjson";
import { expect } from "vitest";
import type { ChatStreamEvent } from "@/features/chat/server/view-chat-event";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { parseSseBlock, type SseEvent } from "./parse-sse-block";

/** A chat event's data, as the client reads it: JSON of superjson.serialize(ChatStreamEvent). */
export function chatEventOf(event: SseEvent): ChatStreamEvent {
  return superjson.deserialize(JSON.parse(event.data) as SuperJSONResult);
}

/**
 * Reads a text/event-stream body in the background: `events` grows as blocks arrive, `ended` turns
 * true when the server closes the stream. `chat()` is the unnamed events (the room's events) decoded.
 */
export function readSse(response: Response) {
  const events: SseEvent[] = [];
  const state = { ended: false };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const done = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done: finished } = await reader
        .read()
        .catch(() => ({ value: undefined, done: true as const }));
      if (finished) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n\r\n|\n\n|\r\r/)) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^(\r\n\r\n|\n\n|\r\r)/, "");
        const event = parseSseBlock(block);
        if (event) events.push(event);
      }
    }
    state.ended = true;
  })();
  const chat = () =>
    events.filter((event) => event.event === "message" && event.data !== "").map(chatEventOf);
  return {
    events,
    chat,
    isEnded: () => state.ended,
    /** Waits (polling, up to `timeout` ms) until `count` chat events have arrived, and returns them. */
    async waitForChat(count: number, timeout = 10_000): Promise<ChatStreamEvent[]> {
      await expect
        .poll(() => chat().length, { timeout, interval: 20 })
        .toBeGreaterThanOrEqual(count);
      return chat();
    },
    /** Resolves once the server ended the stream. */
    ended: () => done,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

export type SseReader = ReturnType<typeof readSse>;

type StreamHandler = (request: Request) => Promise<Response>;

/**
 * Opens GET /api/chat/stream on `handler` as the browser's EventSource does (`after`, or the
 * `Last-Event-ID` it resends on reconnect), reading the events as they come; `abort` is the tab closing.
 */
export async function openChatStream(
  handler: StreamHandler,
  room: string,
  {
    after,
    lastEventId,
    cookie,
    ip = uniqueIp(),
  }: { after?: number; lastEventId?: string; cookie?: string; ip?: string } = {},
) {
  const url = new URL("http://localhost:3000/api/chat/stream");
  url.searchParams.set("room", room);
  if (after !== undefined) url.searchParams.set("after", String(after));
  const headers: Record<string, string> = requestHeaders(ip, cookie);
  if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
  const controller = new AbortController();
  const response = await handler(new Request(url, { headers, signal: controller.signal }));
  return {
    response,
    sse: response.status === 200 ? readSse(response) : null,
    abort: () => controller.abort(),
  };
}
