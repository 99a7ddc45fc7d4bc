import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_CHANNEL } from "@/features/chat/server/chat-channel";
import { type ChatHub, createChatHub } from "@/features/chat/server/create-chat-hub";
import { createChatStreamHandler } from "@/features/chat/server/create-chat-stream-handler";
import type { ChatStreamEvent } from "@/features/chat/server/view-chat-event";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { LISTENER_APPLICATION_NAME } from "@/server/db/create-postgres-listener";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { createRedisRealtime } from "@/server/realtime/create-redis-realtime";
import { startNotificationRelay } from "@/server/realtime/relay-notifications";
import { withRealtime } from "@/server/realtime/with-realtime";
import { createChatCaller, createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { openChatStream } from "./read-sse";
import { createTestDatabase, hasPostgres } from "./test-databases";

/** A generous bound for a notification to cross nodes: no timing is asserted, only that it comes. */
const ARRIVES = { timeout: 15_000, interval: 25 };
const redisUrl = process.env.TEST_REDIS_URL;

const bodies = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.kind === "removed" ? null : event.message.body));

/**
 * REALTIME=redis (docs/scaling.md#real-time-over-redis): two nodes on one PostgreSQL database,
 * each hearing the real-time channels from Redis, and each running the relay, which one of them
 * holds at a time. Posts are made on node A, read on node B.
 */
describe.runIf(hasPostgres() && redisUrl)("[postgres] real-time over Redis", () => {
  let base: DatabaseHandle;
  let nodeA: DatabaseHandle;
  let nodeB: DatabaseHandle;
  let dispose: () => Promise<void>;
  let hubB: ChatHub;
  let author: Member;
  const relays: ReturnType<typeof startNotificationRelay>[] = [];
  const call = createChatCaller(() => nodeA.db);

  beforeAll(async () => {
    ({ handle: base, dispose } = await createTestDatabase("postgres", "migrated"));
    if (base.connection.kind !== "postgres") throw new Error("not on PostgreSQL");
    const url = base.connection.url;
    const node = () =>
      withRealtime(
        createDatabase({ kind: "postgres", url, poolMax: 4 }),
        createRedisRealtime(redisUrl!),
      );
    [nodeA, nodeB] = [node(), node()];
    for (const handle of [nodeA, nodeB])
      relays.push(
        startNotificationRelay({
          url,
          channels: [CHAT_CHANNEL],
          publish: handle.notify,
          retryMs: 100,
        }),
      );
    hubB = createChatHub({ db: nodeB.db, listen: nodeB.listen });
    await insertListedSecurity(nodeA.db, "RDS");
    author = await createMember(nodeA.db);
  });
  afterAll(async () => {
    await hubB.close();
    await Promise.all(relays.map((relay) => relay.stop()));
    await nodeA.close();
    await nodeB.close();
    await dispose();
  });

  const listeners = () =>
    selectRawRows<{ pid: number }>(
      base.db,
      sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );

  it("a post committed on node A reaches a stream on node B, and the cluster holds one LISTEN connection", async () => {
    const streamB = createChatStreamHandler({ getDb: () => nodeB.db, getHub: () => hubB });
    const reader = await openChatStream(streamB, "RDS");
    await expect.poll(() => relays.filter((relay) => relay.relays()).length, ARRIVES).toBe(1);
    const answer = await call("post", {
      cookie: author.cookie,
      input: { room: "RDS", body: "via Redis" },
    });
    expect(answer.error).toBeUndefined();
    await expect.poll(() => bodies(reader.sse!.chat()), ARRIVES).toEqual(["via Redis"]);
    // The relay's, and no node's own: every node hears Redis.
    expect(await listeners()).toHaveLength(1);
    reader.abort();
  });

  it("a notification sent in a transaction that rolls back reaches nobody; the next committed one does", async () => {
    const heard: string[] = [];
    const unlisten = await nodeB.listen(CHAT_CHANNEL, (payload) => heard.push(payload));
    await nodeA.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, 'rolled back')`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await nodeA.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, 'committed')`);
    // One relay publishes in the order PostgreSQL delivered: had the first been sent, it came first.
    await expect.poll(() => heard, ARRIVES).toContain("committed");
    expect(heard).toEqual(["committed"]);
    await unlisten();
  });

  it("when the relaying node stops, the other takes over and notifications go on", async () => {
    const relaying = relays.find((relay) => relay.relays())!;
    const other = relays.find((relay) => relay !== relaying)!;
    await relaying.stop();
    await expect.poll(() => other.relays(), ARRIVES).toBe(true);
    const heard: string[] = [];
    const unlisten = await nodeB.listen(CHAT_CHANNEL, (payload) => heard.push(payload));
    await nodeA.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, 'after the handover')`);
    await expect.poll(() => heard, ARRIVES).toEqual(["after the handover"]);
    await unlisten();
  });
});
