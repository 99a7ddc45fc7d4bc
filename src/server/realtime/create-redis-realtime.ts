import { Redis } from "ioredis";
import { assertChannelName, notifyParameters } from "@/server/db/check-notification";
import type { DatabaseHandle } from "@/server/db/create-database";
import { logRedisOutages } from "@/server/log-redis-outages";
import { createRedisSubscriber } from "./create-redis-subscriber";

/** Redis channels are shared with whatever else uses the server: ours carry this prefix. */
const PREFIX = "marketdesk:realtime:";
type OnMessage = (payload: string) => void;

/**
 * The real-time seam on Redis pub/sub (REALTIME=redis, docs/scaling.md#real-time-over-redis): the
 * same `listen` and `notify` as the database handle's, each node subscribed over one connection of
 * its own instead of a LISTEN connection to PostgreSQL. ioredis subscribes again by itself after
 * a reconnection; what was published while a node was cut off is lost, as with LISTEN, and every
 * subscriber fetches what it missed (they read by sequence, so a repeat is harmless too).
 * @see https://github.com/redis/ioredis#pubsub
 */
export function createRedisRealtime(url: string): Pick<DatabaseHandle, "listen" | "notify"> & {
  close: () => Promise<void>;
} {
  const subscriber = createRedisSubscriber(url);
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const channels = new Map<string, Set<OnMessage>>();
  logRedisOutages([subscriber, publisher], {
    down: "Redis is unreachable: live updates wait for it",
    back: "Redis answers again: live updates resume",
  });
  subscriber.on("message", (redisChannel: string, payload: string) =>
    channels.get(redisChannel.slice(PREFIX.length))?.forEach((onMessage) => onMessage(payload)),
  );

  async function unsubscribe(channel: string, subscription: OnMessage): Promise<void> {
    const callbacks = channels.get(channel);
    if (!callbacks?.delete(subscription) || callbacks.size > 0) return;
    channels.delete(channel);
    await subscriber.unsubscribe(PREFIX + channel).catch(() => undefined);
  }

  return {
    async listen(channel, onMessage) {
      assertChannelName(channel);
      // Each subscription its own function, so one callback subscribed twice is removed once per call.
      const subscription: OnMessage = (payload) => onMessage(payload);
      const callbacks = channels.get(channel) ?? new Set<OnMessage>();
      channels.set(channel, callbacks.add(subscription));
      try {
        await subscriber.subscribe(PREFIX + channel);
      } catch (error) {
        await unsubscribe(channel, subscription);
        throw error;
      }
      return () => unsubscribe(channel, subscription);
    },
    async notify(channel, payload) {
      const [checked, text] = notifyParameters(channel, payload);
      await publisher.publish(PREFIX + checked, text);
    },
    async close() {
      channels.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
