import type { Redis } from "ioredis";

/** ioredis's states while a connection is being opened, first or again, and not yet failed. */
const OPENING = new Set(["connecting", "connect"]);

/**
 * Waits, at most `timeoutMs`, while `redis` is opening its connection: until it is ready, or the
 * attempt fails. A new node's client is opening when its first requests arrive, and without an
 * offline queue (create-rate-limiter.ts) a command sent then fails at once; a limiter that fails
 * closed would refuse a healthy node's first sign-ins. Any other state returns at once: ready, or
 * down between attempts, when refusing at once is the point.
 * @see https://github.com/redis/ioredis#connection-events
 */
export async function awaitOpeningConnection(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (!OPENING.has(redis.status)) return;
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off("ready", settle).off("close", settle);
      resolve();
    };
    const timer = setTimeout(settle, timeoutMs);
    redis.once("ready", settle).once("close", settle);
  });
}
