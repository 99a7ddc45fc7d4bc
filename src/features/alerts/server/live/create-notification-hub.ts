import "server-only";
import type { Database, DatabaseHandle } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { countUnread, countUnreadOf, findNewestNotification } from "../data/notifications";
import { decodeNotificationPayload, NOTIFICATION_CHANNEL } from "./notification-channel";

/** What a page hears when the person's notifications change: the unread count, and the newest one. */
export type NotificationEvent = {
  unread: number;
  latest: { id: string; title: string; body: string; createdAt: string } | null;
};
export type NotificationSubscriber = {
  userId: string;
  deliver: (event: NotificationEvent) => void;
};

/**
 * One node's fan-out of in-app notifications (docs/alerts.md#delivery-in-the-app), as the quote
 * and chat hubs: one LISTEN; per notification naming a person with pages open here, one count and
 * one read of the newest row, handed to each of their pages. `sweep` compares the unread counts of
 * everyone followed here with what was sent: notifications lost while LISTEN reconnected.
 */
export function createNotificationHub({
  db,
  listen,
}: {
  db: Database;
  listen: DatabaseHandle["listen"];
}) {
  const byUser = new Map<string, Set<NotificationSubscriber>>();
  const sent = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | null = null;

  async function fetchFor(userId: string): Promise<void> {
    const subscribers = byUser.get(userId);
    if (!subscribers?.size) return;
    const [unread, newest] = await Promise.all([
      countUnread(db, userId),
      findNewestNotification(db, userId),
    ]);
    sent.set(userId, unread);
    const latest = newest
      ? {
          id: newest.id,
          title: newest.title,
          body: newest.body,
          createdAt: newest.createdAt.toISOString(),
        }
      : null;
    for (const subscriber of subscribers) subscriber.deliver({ unread, latest });
  }

  const fetchSafely = (userId: string) =>
    fetchFor(userId).catch((error: unknown) =>
      logger.warn({ err: error }, "notifications could not be fetched; the sweep retries"),
    );

  function startListening() {
    listening ??= listen(NOTIFICATION_CHANNEL, (payload) => {
      const userId = decodeNotificationPayload(payload);
      if (userId && byUser.has(userId)) void fetchSafely(userId);
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    /** Adds a page; it hears the current count at once, then every change. */
    async subscribe(subscriber: NotificationSubscriber): Promise<() => void> {
      await startListening();
      const subscribers = byUser.get(subscriber.userId) ?? new Set();
      byUser.set(subscriber.userId, subscribers.add(subscriber));
      void fetchSafely(subscriber.userId);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0) return;
        byUser.delete(subscriber.userId);
        sent.delete(subscriber.userId);
      };
    },
    async sweep(): Promise<void> {
      const counts = await countUnreadOf(db, [...byUser.keys()]);
      for (const userId of byUser.keys())
        if ((counts.get(userId) ?? 0) !== sent.get(userId)) await fetchSafely(userId);
    },
    async close(): Promise<void> {
      byUser.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
