import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatHub, createChatHub } from "@/features/chat/server/create-chat-hub";
import { createChatStreamHandler } from "@/features/chat/server/create-chat-stream-handler";
import type { ChatMessageView } from "@/features/chat/server/data";
import type { ChatStreamEvent } from "@/features/chat/server/view-chat-event";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { LISTENER_APPLICATION_NAME } from "@/server/db/create-postgres-listener";
import { createChatCaller, createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { openChatStream } from "./read-sse";
import { createTestDatabase, hasPostgres } from "./test-databases";

/** A generous bound for a message to cross nodes: no timing is asserted, only that it comes. */
const ARRIVES = { timeout: 15_000, interval: 25 };

const bodies = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.kind === "removed" ? null : event.message.body));

/**
 * docs/architecture.md#real-time across nodes: two handles on one PostgreSQL database, as two app
 * nodes are, each with its own hub. Posts go through node A's procedures, readers are on node B.
 */
describe.runIf(hasPostgres())("[postgres] chat across two nodes", () => {
  let nodeA: DatabaseHandle;
  let nodeB: DatabaseHandle;
  let dispose: () => Promise<void>;
  let hubB: ChatHub;
  let streamB: (request: Request) => Promise<Response>;
  let author: Member;
  const call = createChatCaller(() => nodeA.db);
  beforeAll(async () => {
    ({ handle: nodeA, dispose } = await createTestDatabase("postgres", "migrated"));
    if (nodeA.connection.kind !== "postgres") throw new Error("node A is not on PostgreSQL");
    nodeB = createDatabase({ kind: "postgres", url: nodeA.connection.url, poolMax: 4 });
    hubB = createChatHub({ db: nodeB.db, listen: nodeB.listen });
    streamB = createChatStreamHandler({ getDb: () => nodeB.db, getHub: () => hubB });
    for (const symbol of ["TWO", "KILL", "LOST"]) await insertListedSecurity(nodeA.db, symbol);
    author = await createMember(nodeA.db);
  });
  afterAll(async () => {
    await hubB.close();
    await nodeB.close();
    await dispose();
  });

  async function postOnA(room: string, body: string) {
    const answer = await call("post", { cookie: author.cookie, input: { room, body } });
    if (answer.error) throw new Error(`post refused: ${answer.error.message}`);
    return answer.data as ChatMessageView;
  }

  it("delivers a post made on node A to a stream on node B, and a reconnect on B gets exactly what it missed", async () => {
    const first = await openChatStream(streamB, "TWO");
    await postOnA("TWO", "from node A");
    await expect.poll(() => bodies(first.sse!.chat()), ARRIVES).toEqual(["from node A"]);
    const lastSeen = first.sse!.events.at(-1)!.id!;
    first.abort();
    await first.sse!.ended();
    expect(hubB.size()).toBe(0);

    await postOnA("TWO", "missed one");
    await postOnA("TWO", "missed two");
    const again = await openChatStream(streamB, "TWO", { lastEventId: lastSeen });
    await expect
      .poll(() => bodies(again.sse!.chat()), ARRIVES)
      .toEqual(["missed one", "missed two"]);
    expect(again.sse!.chat().map((event) => event.seq)).toEqual([
      Number(lastSeen) + 1,
      Number(lastSeen) + 2,
    ]);
    await postOnA("TWO", "live again");
    await expect
      .poll(() => bodies(again.sse!.chat()), ARRIVES)
      .toEqual(["missed one", "missed two", "live again"]);
    again.abort();
  });

  it("still delivers to node B an event posted while B's LISTEN connection was down (sweep), then listens again", async () => {
    const reader = await openChatStream(streamB, "KILL");
    const listeners = async () =>
      (
        (await nodeA.db.execute(
          sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((row) => row.pid);
    // Only node B listens on this database (node A has no hub), so this drops B's connection alone.
    const [before] = await listeners();
    expect(before).toBeDefined();
    await nodeA.db.execute(sql`select pg_terminate_backend(${before!})`);
    await postOnA("KILL", "while B was deaf");
    await hubB.sweep();
    await expect.poll(() => bodies(reader.sse!.chat()), ARRIVES).toEqual(["while B was deaf"]);

    await expect
      .poll(async () => (await listeners()).some((pid) => pid !== before), ARRIVES)
      .toBe(true);
    await postOnA("KILL", "after B listens again");
    await expect
      .poll(() => bodies(reader.sse!.chat()), ARRIVES)
      .toEqual(["while B was deaf", "after B listens again"]);
    const seqs = reader.sse!.chat().map((event) => event.seq);
    expect(seqs[1]).toBe(seqs[0]! + 1);
    reader.abort();
  });

  it("makes up a lost notification at the next sweep, without repeating what was sent", async () => {
    let deaf = false;
    const hub = createChatHub({
      db: nodeB.db,
      listen: (channel, onMessage) =>
        nodeB.listen(channel, (payload) => (deaf ? undefined : onMessage(payload))),
    });
    const handler = createChatStreamHandler({ getDb: () => nodeB.db, getHub: () => hub });
    const reader = await openChatStream(handler, "LOST");
    await postOnA("LOST", "heard");
    await expect.poll(() => bodies(reader.sse!.chat()), ARRIVES).toEqual(["heard"]);
    deaf = true;
    await postOnA("LOST", "unheard one");
    await postOnA("LOST", "unheard two");
    await hub.sweep();
    await expect
      .poll(() => bodies(reader.sse!.chat()), ARRIVES)
      .toEqual(["heard", "unheard one", "unheard two"]);
    deaf = false;
    await hub.sweep();
    await postOnA("LOST", "heard again");
    await expect
      .poll(() => bodies(reader.sse!.chat()), ARRIVES)
      .toEqual(["heard", "unheard one", "unheard two", "heard again"]);
    reader.abort();
    await hub.close();
  });
});
