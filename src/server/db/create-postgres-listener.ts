import pg from "pg";
import { logger } from "@/server/logger";

/** The listening connection's name in pg_stat_activity, so an operator (or a test) can find it. */
export const LISTENER_APPLICATION_NAME = "marketdesk-listener";
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

type OnMessage = (payload: string) => void;
/** A channel's callbacks, and the LISTEN that must have run before its first subscriber is told it listens. */
type Channel = { callbacks: Set<OnMessage>; ready: Promise<unknown> };

/**
 * LISTEN on PostgreSQL over one dedicated connection (docs/architecture.md#real-time): a pooled one
 * would be handed to other queries and dropped by the pool with its LISTENs. Opened at the first
 * subscription; when it drops it is reopened after a growing pause and every channel is listened
 * again. What was sent while it was down is lost (PostgreSQL keeps nothing for a gone session), so
 * a subscriber fetches what it missed. Channel names are checked by the caller (`assertChannelName`).
 */
export function createPostgresListener(connectionString: string) {
  const channels = new Map<string, Channel>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastStatement: Promise<unknown> = Promise.resolve();
  let failures = 0;
  let closed = false;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5_000,
    });
    next.on("notification", ({ channel, payload }) =>
      channels.get(channel)?.callbacks.forEach((onMessage) => onMessage(payload ?? "")),
    );
    // Without an "error" listener a dropped connection would crash the process (docs/security.md, "Faults").
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      if (closed) throw new Error("The database handle was closed.");
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    failures = 0;
    return next;
  }

  /**
   * One statement at a time on the connection, in call order: channels subscribed at once would
   * send their LISTENs together, which pg 8 queues with a deprecation warning and pg 9 refuses.
   * @see https://github.com/brianc/node-postgres/blob/master/packages/pg/lib/client.js (queryQueueLengthDeprecationNotice)
   */
  function run(connection: pg.Client, statement: string): Promise<unknown> {
    const result = lastStatement.then(() => connection.query(statement));
    lastStatement = result.catch(() => undefined);
    return result;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    opening ??= open().finally(() => (opening = null));
    return opening;
  }

  function lost(connection: pg.Client, error?: Error): void {
    if (client !== connection) return; // a connection that never opened, or one already replaced
    client = null;
    if (closed) return;
    logger.warn({ err: error }, "the LISTEN connection dropped; reopening it");
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (closed || channels.size === 0 || retryTimer) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        logger.warn(
          { err: error, failures },
          "the LISTEN connection could not be reopened; trying again",
        );
        scheduleRetry();
      });
    }, delay);
  }

  async function unsubscribe(channel: string, onMessage: OnMessage): Promise<void> {
    const entry = channels.get(channel);
    if (!entry?.callbacks.delete(onMessage) || entry.callbacks.size > 0) return;
    channels.delete(channel);
    // A connection that is down lost its LISTENs already, and its replacement skips this channel.
    if (client) await run(client, `UNLISTEN ${channel}`).catch(() => undefined);
  }

  async function listen(channel: string, onMessage: OnMessage): Promise<() => Promise<void>> {
    if (closed) throw new Error("The database handle is closed.");
    // Each subscription its own function, so one callback subscribed twice is removed once per call.
    const subscription: OnMessage = (payload) => onMessage(payload);
    let entry = channels.get(channel);
    if (!entry) {
      entry = {
        callbacks: new Set(),
        ready: connect().then((connection) => run(connection, `LISTEN ${channel}`)),
      };
      channels.set(channel, entry);
    }
    entry.callbacks.add(subscription);
    try {
      await entry.ready;
    } catch (error) {
      await unsubscribe(channel, subscription);
      throw error;
    }
    return () => unsubscribe(channel, subscription);
  }

  async function close(): Promise<void> {
    closed = true;
    clearTimeout(retryTimer);
    channels.clear();
    const connection = client ?? (await opening?.catch(() => null)) ?? null;
    client = null;
    await connection?.end().catch(() => undefined);
  }

  return { listen, close };
}
