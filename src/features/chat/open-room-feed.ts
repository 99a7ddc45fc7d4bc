import type { ChatStreamEvent } from "./chat-views";
import { parseStreamEvent } from "./parse-stream-event";

/** How the room is kept current: the live stream, the polling fallback, or neither yet. */
export type FeedStatus = "connecting" | "live" | "polling";

export type RoomFeedOptions = {
  room: string;
  /** The highest event applied: where a stream or a poll resumes. */
  cursor: () => number;
  onEvents: (events: ChatStreamEvent[]) => void;
  /** Reloads the room's history (the server said the reader is too far behind); resolves once done. */
  onReset: () => Promise<void>;
  poll: (after: number) => Promise<{ events: ChatStreamEvent[]; more: boolean }>;
  onStatus: (status: FeedStatus) => void;
  /** Everything up to now is applied: the stream's first catch-up, or a poll's answer. */
  onCaughtUp: () => void;
  openStream?: (url: string) => EventSource;
};

/** Failures without an `open` in between before the stream gives way to polling. */
const STREAM_FAILURES = 3;
export const POLL_MS = 3_000;
export const STREAM_RETRY_MS = 60_000;
const REOPEN_MS = 2_000;
/** `EventSource.CLOSED`, spelled out: that global is missing where the unit tests run. */
const CLOSED = 2;

/**
 * Keeps a room current (docs/architecture.md#real-time): a server-sent event stream from the
 * cursor; `reset` reloads the history and reopens, `bye` (a node stopping) reopens after a moment.
 * A stream that fails to open three times in a row gives way to polling `chat.events` every 3 s,
 * and is tried again every minute. Returns the function that stops everything.
 */
export function openRoomFeed({
  room,
  cursor,
  onEvents,
  onReset,
  poll,
  onStatus,
  onCaughtUp,
  openStream = (url) => new EventSource(url),
}: RoomFeedOptions): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let failures = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** The polling run under way, if any: a run that was stopped drops what it fetched. */
  let polling: object | null = null;

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };
  const closeStream = () => {
    source?.close();
    source = null;
  };

  async function reset() {
    closeStream();
    onStatus("connecting");
    try {
      await onReset();
    } catch {
      // The history could not be reloaded now: the reopened stream asks for it again if need be.
    }
    if (!stopped) later(connect, 0);
  }

  /** Polls until a stream opens; each call also books the stream's next try, a minute on. */
  function fallBack() {
    closeStream();
    later(connect, STREAM_RETRY_MS);
    if (polling !== null) return;
    const run = {};
    polling = run;
    onStatus("polling");
    const tick = async () => {
      try {
        const { events, more } = await poll(cursor());
        if (polling !== run) return; // a stream opened meanwhile and carries on from the cursor
        onEvents(events);
        if (more) await onReset();
        else onCaughtUp();
      } catch {
        // Unreachable for now: the next tick tries again.
      }
      if (polling === run) later(() => void tick(), POLL_MS);
    };
    void tick();
  }

  function connect() {
    closeStream();
    const stream = openStream(
      `/api/chat/stream?room=${encodeURIComponent(room)}&after=${cursor()}`,
    );
    source = stream;
    stream.onopen = () => {
      if (source !== stream) return;
      failures = 0;
      polling = null;
      onStatus("live");
    };
    stream.onmessage = (message: MessageEvent<string>) => {
      const event = parseStreamEvent(message.data);
      if (event) onEvents([event]);
    };
    stream.addEventListener("caught-up", onCaughtUp);
    stream.addEventListener("reset", () => void reset());
    stream.addEventListener("bye", () => {
      closeStream();
      later(connect, REOPEN_MS + Math.random() * REOPEN_MS); // nodes stopping together are not all reconnected to at once
    });
    stream.onerror = () => {
      if (source !== stream) return;
      failures += 1;
      if (polling !== null || failures >= STREAM_FAILURES) {
        // Polling already, or failing to open: poll, and try the stream again in a minute.
        fallBack();
      } else if (stream.readyState === CLOSED) {
        // Refused outright (the browser gives up on an error status): try again shortly.
        closeStream();
        later(connect, REOPEN_MS);
      }
      // Otherwise the browser reconnects by itself, from the Last-Event-ID it saw.
    };
  }

  onStatus("connecting");
  connect();
  return () => {
    stopped = true;
    closeStream();
    polling = null;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
