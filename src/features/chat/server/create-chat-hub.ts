import "server-only";
import type { Database, DatabaseHandle } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { CHAT_CHANNEL, decodeChatNotification } from "./chat-channel";
import { type ChatEvent, listEventsAfter, readRoomSeqs } from "./data";

/** A reader's stream, as the hub sees it: events of its room, in order; `end` when the node stops. */
export type HubSubscriber = { deliver: (events: ChatEvent[]) => void; end: () => void };

/** The most events fetched for one notification; a stream further behind catches up by itself. */
const FETCH_LIMIT = 500;

/**
 * One node's fan-out of chat events (docs/architecture.md#real-time): one LISTEN for all rooms, and
 * per notification one query for the room's new events, shared by every stream of that room on
 * this node, so 500 readers cost one fetch, not 500. Notifications lost while the LISTEN connection
 * was down are made up by `sweep`, which compares each watched room's number with what was sent.
 */
export function createChatHub({ db, listen }: { db: Database; listen: DatabaseHandle["listen"] }) {
  const rooms = new Map<string, Set<HubSubscriber>>();
  /** The last event number fetched per watched room, and the room's queue of fetches, run one at a time. */
  const sent = new Map<string, number>();
  const queues = new Map<string, Promise<void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  /** Set once the node stops (close): no stream is added after. */
  let closed = false;

  function fetchUpTo(room: string, seq: number): Promise<void> {
    const run = async () => {
      const after = sent.get(room) ?? seq - 1;
      if (seq <= after || !rooms.has(room)) return;
      const { events } = await listEventsAfter(db, {
        room,
        afterSeq: after,
        untilSeq: seq,
        limit: FETCH_LIMIT,
      });
      sent.set(room, seq);
      if (events.length > 0)
        for (const subscriber of rooms.get(room) ?? []) subscriber.deliver(events);
    };
    const next = (queues.get(room) ?? Promise.resolve())
      .then(run)
      .catch((error: unknown) =>
        logger.warn(
          { err: error, room },
          "chat events could not be fetched; the next notification or sweep retries",
        ),
      );
    queues.set(room, next);
    return next;
  }

  function startListening() {
    listening ??= listen(CHAT_CHANNEL, (payload) => {
      const notification = decodeChatNotification(payload);
      if (notification && rooms.has(notification.room))
        void fetchUpTo(notification.room, notification.seq);
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    /** Adds a stream to `room`, listening first when it is this node's first; resolves once listening. */
    async subscribe(room: string, subscriber: HubSubscriber): Promise<() => void> {
      if (!closed) await startListening();
      // A stream opened while the node stops is ended at once, as the others were: left open, it
      // would hold the draining node until its deadline cut it mid-event.
      if (closed) {
        subscriber.end();
        return () => undefined;
      }
      let subscribers = rooms.get(room);
      if (!subscribers) rooms.set(room, (subscribers = new Set()));
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || rooms.get(room) !== subscribers) return;
        rooms.delete(room);
        sent.delete(room);
        queues.delete(room);
      };
    },

    /** Fetches what every watched room has beyond what was sent: notifications lost while the LISTEN connection was down. */
    async sweep(): Promise<void> {
      const seqs = await readRoomSeqs(db, [...rooms.keys()]);
      await Promise.all([...seqs].map(([room, seq]) => fetchUpTo(room, seq)));
    },

    /** How many streams this node serves. */
    size: () => [...rooms.values()].reduce((total, subscribers) => total + subscribers.size, 0),

    /** Ends every stream (the node is stopping) and stops listening. */
    async close(): Promise<void> {
      closed = true;
      for (const subscribers of rooms.values())
        for (const subscriber of subscribers) subscriber.end();
      rooms.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
