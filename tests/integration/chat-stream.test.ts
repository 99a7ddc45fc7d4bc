import { afterAll, beforeAll, expect, it } from "vitest";
import { type ChatHub, createChatHub } from "@/features/chat/server/create-chat-hub";
import { createChatStreamHandler } from "@/features/chat/server/create-chat-stream-handler";
import type { ChatMessageView } from "@/features/chat/server/data";
import { uniqueIp } from "./auth-helpers";
import { createChatCaller, createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { openChatStream } from "./read-sse";
import { describeEachDatabase } from "./test-databases";

const DAY = 24 * 60 * 60 * 1000;
const MAX_PER_IP = 3;

/** docs/architecture.md#real-time: GET /api/chat/stream on one node, its hub fed by the database's LISTEN/NOTIFY. */
describeEachDatabase("chat live stream on one node", (getHandle) => {
  const db = () => getHandle().db;
  const call = createChatCaller(db);
  let hub: ChatHub;
  let handler: (request: Request) => Promise<Response>;
  let author: Member;
  beforeAll(async () => {
    hub = createChatHub({ db: db(), listen: getHandle().listen });
    handler = createChatStreamHandler({ getDb: db, getHub: () => hub, maxPerIp: MAX_PER_IP });
    for (const symbol of ["STRM", "LIVE", "FAST", "BACK", "HIDE", "BYE", "GONE"])
      await insertListedSecurity(db(), symbol);
    author = await createMember(db());
  });
  afterAll(() => hub.close());

  async function post(room: string, body: string) {
    const answer = await call("post", { cookie: author.cookie, input: { room, body } });
    if (answer.error) throw new Error(`post refused: ${answer.error.message}`);
    return answer.data as ChatMessageView;
  }
  const roomSeq = async (room: string) =>
    ((await call("history", { input: { room } })).data as { seq: number }).seq;

  it("replays what came after `after`, each event with its number as the SSE id, then says so", async () => {
    await post("STRM", "before the cut");
    const cut = await roomSeq("STRM");
    const second = await post("STRM", "second");
    const third = await post("STRM", "third");
    const { response, sse, abort } = await openChatStream(handler, "STRM", { after: cut });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    const events = await sse!.waitForChat(2);
    expect(sse!.events[0]).toMatchObject({ retry: 2000 });
    expect(events).toMatchObject([
      { seq: cut + 1, kind: "posted", message: { id: second.id, body: "second" } },
      { seq: cut + 2, kind: "posted", message: { id: third.id, body: "third" } },
    ]);
    // The page shows a room restored from its cache only once the events it missed are in.
    await expect.poll(() => sse!.events.at(-1)?.event).toBe("caught-up");
    expect(sse!.events.filter((event) => event.data !== "").map((event) => event.id)).toEqual([
      String(cut + 1),
      String(cut + 2),
      null,
    ]);
    abort();
  });

  it("sends a new post, an edit and a deletion as they happen", async () => {
    const { sse, abort } = await openChatStream(handler, "LIVE");
    const message = await post("LIVE", "live one");
    const [posted] = await sse!.waitForChat(1);
    const seq = await roomSeq("LIVE");
    expect(posted).toMatchObject({
      seq,
      kind: "posted",
      message: { id: message.id, body: "live one", createdAt: message.createdAt },
    });
    expect(sse!.events.at(-1)?.id).toBe(String(seq));
    // Each event carries its message as it is when the hub fetches it (docs/architecture.md#real-time),
    // so the edit is seen before the deletion is made: otherwise both may arrive showing the deletion.
    await call("edit", {
      cookie: author.cookie,
      input: { id: message.id, body: "live one, edited" },
    });
    expect((await sse!.waitForChat(2))[1]).toMatchObject({
      seq: seq + 1,
      kind: "edited",
      message: { body: "live one, edited" },
    });
    await call("delete", { cookie: author.cookie, input: { id: message.id } });
    expect((await sse!.waitForChat(3))[2]).toMatchObject({
      seq: seq + 2,
      kind: "deleted",
      message: { body: null, deleted: true },
    });
    abort();
  });

  it("sends an edit and a deletion made at once as two events in order, the message ending deleted", async () => {
    const { sse, abort } = await openChatStream(handler, "FAST");
    const message = await post("FAST", "fast one");
    await call("edit", {
      cookie: author.cookie,
      input: { id: message.id, body: "fast one, edited" },
    });
    await call("delete", { cookie: author.cookie, input: { id: message.id } });
    const events = await sse!.waitForChat(3);
    expect(events.map((event) => event.kind)).toEqual(["posted", "edited", "deleted"]);
    expect(events.map((event) => event.seq)).toEqual([
      events[0]!.seq,
      events[0]!.seq + 1,
      events[0]!.seq + 2,
    ]);
    expect(events[2]).toMatchObject({ message: { id: message.id, body: null, deleted: true } });
    abort();
  });

  it("resumes from Last-Event-ID on reconnect, missing nothing and repeating nothing", async () => {
    const first = await openChatStream(handler, "BACK");
    await post("BACK", "one");
    await post("BACK", "two");
    const seen = await first.sse!.waitForChat(2);
    first.abort();
    await first.sse!.ended();
    await post("BACK", "three");
    await post("BACK", "four");
    const again = await openChatStream(handler, "BACK", {
      lastEventId: String(seen.at(-1)!.seq),
      after: 0,
    });
    await again.sse!.waitForChat(2);
    await post("BACK", "five");
    const resumed = await again.sse!.waitForChat(3);
    const bodies = [...seen, ...resumed].map((event) =>
      event.kind === "removed" ? null : event.message.body,
    );
    expect(bodies).toEqual(["one", "two", "three", "four", "five"]);
    const seqs = [...seen, ...resumed].map((event) => event.seq);
    expect(seqs).toEqual(Array.from({ length: 5 }, (_, i) => seqs[0]! + i));
    again.abort();
  });

  it("sends a hidden message as `removed` with no text to a reader, and as the message to a moderator", async () => {
    const admin = await createMember(db(), { type: "admin" });
    const reader = await openChatStream(handler, "HIDE");
    const moderator = await openChatStream(handler, "HIDE", { cookie: admin.cookie });
    const message = await post("HIDE", "Secret pump text $HIDE");
    for (let i = 0; i < 3; i += 1) {
      const reporter = await createMember(db(), { createdAt: new Date(Date.now() - 8 * DAY) });
      await call("report", { cookie: reporter.cookie, input: { id: message.id, reason: null } });
    }
    const [, removed] = await reader.sse!.waitForChat(2);
    expect(removed).toEqual({ seq: expect.any(Number) as number, kind: "removed", id: message.id });
    expect(
      reader.sse!.events.find((event) => event.id === String(removed!.seq))?.data,
    ).not.toContain("Secret");
    const [, hidden] = await moderator.sse!.waitForChat(2);
    expect(hidden).toMatchObject({
      seq: removed!.seq,
      kind: "hidden",
      message: { id: message.id, hidden: true, body: "Secret pump text $HIDE" },
    });
    reader.abort();
    moderator.abort();
  });

  it("answers 400 for a bad room or event number, and 404 for a symbol nobody lists", async () => {
    for (const room of ["not a room", "$$$", ""])
      expect((await openChatStream(handler, room)).response.status).toBe(400);
    const badAfter = await openChatStream(handler, "STRM", { lastEventId: "12; drop" });
    expect(badAfter.response.status).toBe(400);
    const unlisted = await openChatStream(handler, "ZZZZ");
    expect(unlisted.response.status).toBe(404);
    expect(await unlisted.response.text()).toMatch(/^There is no chat room by that name/);
  });

  it(`answers 429 past ${MAX_PER_IP} streams from one IP, also when they open at once, and frees the place when one closes`, async () => {
    const ip = uniqueIp();
    const open = await Promise.all(
      Array.from({ length: MAX_PER_IP + 1 }, () =>
        openChatStream(handler, "STRM", { ip, cookie: author.cookie }),
      ),
    );
    expect(open.map((stream) => stream.response.status).sort()).toEqual([
      ...Array<number>(MAX_PER_IP).fill(200),
      429,
    ]);
    const refused = open.find((stream) => stream.response.status === 429)!;
    expect(await refused.response.text()).toMatch(/^Too many live streams are open from here/);
    expect(refused.response.headers.get("retry-after")).toBe("60");
    expect((await openChatStream(handler, "STRM", { ip: uniqueIp() })).response.status).toBe(200);
    const first = open.find((stream) => stream.response.status === 200)!;
    first.abort();
    await first.sse!.ended();
    const replacement = await openChatStream(handler, "STRM", { ip });
    expect(replacement.response.status).toBe(200);
    for (const stream of [...open, replacement]) stream.abort();
  });

  it("ends every stream with `event: bye` when the hub closes", async () => {
    const own = createChatHub({ db: db(), listen: getHandle().listen });
    const ownHandler = createChatStreamHandler({ getDb: db, getHub: () => own });
    const { sse } = await openChatStream(ownHandler, "BYE");
    expect(own.size()).toBe(1);
    await own.close();
    await sse!.ended();
    expect(sse!.events.at(-1)).toEqual({ id: null, event: "bye", data: "{}", retry: null });
    expect(own.size()).toBe(0);
  });

  it("answers 503 when the hub cannot listen, leaving no heartbeat timer and no place taken behind", async () => {
    const failing: ChatHub = {
      ...hub,
      subscribe: () => Promise.reject(new Error("the LISTEN connection is down")),
      size: () => 0,
    };
    const failingHandler = createChatStreamHandler({
      getDb: db,
      getHub: () => failing,
      maxPerIp: 1,
    });
    const timers = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const before = timers();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const { response } = await openChatStream(failingHandler, "STRM", { ip });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(
        "The live stream is unavailable; the room refreshes every few seconds instead.",
      );
    }
    expect(timers()).toBeLessThan(before + 5);
  });

  it("releases the subscription when the reader goes away", async () => {
    const own = createChatHub({ db: db(), listen: getHandle().listen });
    const ownHandler = createChatStreamHandler({ getDb: db, getHub: () => own });
    const streams = await Promise.all([1, 2, 3].map(() => openChatStream(ownHandler, "GONE")));
    expect(own.size()).toBe(3);
    for (const stream of streams) stream.abort();
    await Promise.all(streams.map((stream) => stream.sse!.ended()));
    expect(own.size()).toBe(0);
    await own.close();
  });
});
