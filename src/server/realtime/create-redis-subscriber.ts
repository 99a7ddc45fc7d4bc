import { Redis } from "ioredis";

/**
 * The connection a node subscribes on (create-redis-realtime.ts), made without ioredis's ready
 * check. A SUBSCRIBE asked for between the connection opening and its being ready is sent at
 * once (ioredis lets commands Redis accepts while loading through), and the ready check's INFO,
 * sent after it, is then refused in subscriber mode: the connection is dropped and the
 * subscription rejected. A node that had just started lost its first subscriptions that way. The
 * check only waits out a Redis still loading its data, which pub/sub never reads.
 * @see https://github.com/redis/ioredis/issues/2037
 */
export function createRedisSubscriber(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: false });
}
