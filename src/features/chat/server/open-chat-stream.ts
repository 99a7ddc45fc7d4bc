import "server-only";
import superjson from "superjson";
import type { Database } from "@/server/db/create-database";
import { createEventStreamBody } from "@/server/http/create-event-stream-body";
import type { ChatHub } from "./create-chat-hub";
import { type ChatEvent, listEventsAfter } from "./data";
import { viewChatEvent } from "./view-chat-event";

/** A comment line every 15 s keeps proxies from closing an idle stream and lets the browser notice a dead one. */
export const HEARTBEAT_MS = 15_000;
/** How far behind a stream may start; further, it tells the browser to reload the room instead. */
const CATCH_UP_LIMIT = 500;

/** One server-sent event: its id is the room's event number, which the browser resends as Last-Event-ID. */
export function encodeChatEvent(event: ReturnType<typeof viewChatEvent>): string {
  return `id: ${event.seq}\ndata: ${JSON.stringify(superjson.serialize(event))}\n\n`;
}

type StreamOptions = {
  db: Database;
  hub: ChatHub;
  room: string;
  afterSeq: number;
  isModerator: boolean;
  signal: AbortSignal;
  onClose?: () => void;
};

/**
 * A reader's live stream of one room (docs/architecture.md#real-time): first what happened after
 * `afterSeq` and `event: caught-up`, then each event as the hub delivers it, in order, without
 * gaps or repeats: an event already sent is skipped, and a gap (an event whose predecessor never
 * arrived) is fetched before it is sent. Ends when the reader goes away or the node stops.
 */
export async function openChatStream({
  db,
  hub,
  room,
  afterSeq,
  isModerator,
  signal,
  onClose,
}: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  let lastSeq = afterSeq;
  let chain = Promise.resolve();
  const body = createEventStreamBody({ signal, onClose });
  const { write, close } = body;

  async function send(events: ChatEvent[]) {
    for (const event of events) {
      if (body.isClosed() || event.seq <= lastSeq) continue;
      if (event.seq > lastSeq + 1) {
        // Sent out of order or missed: fetch the events in between first.
        const { events: missed } = await listEventsAfter(db, {
          room,
          afterSeq: lastSeq,
          untilSeq: event.seq - 1,
          limit: CATCH_UP_LIMIT,
        });
        for (const earlier of missed) write(encodeChatEvent(viewChatEvent(earlier, isModerator)));
      }
      write(encodeChatEvent(viewChatEvent(event, isModerator)));
      lastSeq = event.seq;
    }
  }
  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(task).catch(() => close());
  };

  // The browser waits 2 s before reconnecting after the stream ends (a node stopping, a proxy timeout).
  write("retry: 2000\n\n");
  const unsubscribe = await hub.subscribe(room, {
    deliver: (events) => enqueue(() => send(events)),
    end: () =>
      enqueue(async () => {
        write("event: bye\ndata: {}\n\n");
        close();
      }),
  });
  body.onClosing(unsubscribe);
  // Started once subscribed: a subscription that fails (the LISTEN connection down) leaves no timer behind.
  body.run(HEARTBEAT_MS);
  enqueue(async () => {
    const { events, more } = await listEventsAfter(db, {
      room,
      afterSeq: lastSeq,
      limit: CATCH_UP_LIMIT,
    });
    if (more) {
      // Too far behind to replay: the browser reloads the room's history and opens a new stream.
      write("event: reset\ndata: {}\n\n");
      close();
      return;
    }
    await send(events);
    // The page holds a room restored from its device's cache until here, so the messages missed
    // meanwhile do not arrive after it showed the list and push the composer down.
    write("event: caught-up\ndata: {}\n\n");
  });
  return body.stream;
}
