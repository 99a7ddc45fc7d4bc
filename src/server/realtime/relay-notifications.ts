import { createPostgresListener } from "@/server/db/create-postgres-listener";
import { type HeldLock, holdAdvisoryLock } from "@/server/db/hold-advisory-lock";
import { logger } from "@/server/logger";

/** Arbitrary but fixed: every node asks for the same advisory lock to relay notifications. */
const RELAY_LOCK_KEY = 7_311_047;
/** How often a node that does not relay asks for the lock, and so how soon a relay is replaced. */
const RETRY_MS = 2_000;

type RelayOptions = {
  url: string;
  /** Every channel written with pg_notify: one not listed here would never reach Redis. */
  channels: readonly string[];
  publish: (channel: string, payload: string) => Promise<void>;
  retryMs?: number;
};

/**
 * With REALTIME=redis (docs/scaling.md#real-time-over-redis), carries PostgreSQL's notifications
 * to Redis from one node, the one holding the relay's advisory lock; the others ask again every
 * `retryMs`, so a relay that stops or dies is replaced within seconds. Writes keep sending
 * pg_notify inside their transactions, which PostgreSQL delivers at commit and only then, so a
 * notification still means "committed"; the cluster holds one LISTEN connection instead of one per
 * node, and every node hears it from Redis. Two relays for a moment (a lock connection dropped
 * while its LISTEN stayed) repeat a notification, which subscribers take as a no-op.
 */
export function startNotificationRelay({
  url,
  channels,
  publish,
  retryMs = RETRY_MS,
}: RelayOptions) {
  let stopped = false;
  let lock: HeldLock | null = null;
  /** Set once every channel is listened to: a notification sent before that would be lost. */
  let relaying = false;
  let listener: ReturnType<typeof createPostgresListener> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onStopped: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (onStopped = resolve));

  const relay = (channel: string) => (payload: string) =>
    void publish(channel, payload).catch((error: unknown) =>
      logger.warn({ err: error, channel }, "a notification could not be relayed to Redis"),
    );

  async function serve(held: HeldLock): Promise<void> {
    lock = held;
    listener = createPostgresListener(url);
    try {
      for (const channel of channels) await listener.listen(channel, relay(channel));
      relaying = true;
      logger.info({ channels: channels.length }, "this node relays notifications to Redis");
      await Promise.race([held.lost, stopping]);
      if (!stopped) logger.warn("the relay's lock connection dropped; a node will take over");
    } finally {
      relaying = false;
      await listener.close();
      listener = null;
      await held.release();
      lock = null;
    }
  }

  async function attempt(): Promise<void> {
    const held = await holdAdvisoryLock(
      { kind: "postgres", url },
      RELAY_LOCK_KEY,
      "marketdesk-relay",
    );
    if (held && !stopped) await serve(held);
    else await held?.release();
    if (!stopped) timer = setTimeout(() => void attempt().catch(retry), retryMs);
  }

  function retry(error: unknown): void {
    logger.warn({ err: error }, "the notification relay failed; trying again");
    if (!stopped) timer = setTimeout(() => void attempt().catch(retry), retryMs);
  }

  void attempt().catch(retry);

  return {
    /** Whether this node relays now, every channel listened to (tests, and a deployment's health). */
    relays: () => relaying,
    /** Stops relaying and frees the lock for another node. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      onStopped();
      await listener?.close();
      await lock?.release();
    },
  };
}
