import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { ChatStreamEvent, HistoryPages } from "@/features/chat/chat-views";
import { mergeChatEvents } from "@/features/chat/merge-chat-events";
import { createChatRateLimits } from "@/features/chat/server/chat-rate-limits";
import type { ChatMessageView } from "@/features/chat/server/data";
import {
  chatMessageRevisions,
  securities,
  users,
  watchlistItems,
  watchlists,
} from "@/server/db/schema";
import { uniqueIp } from "./auth-helpers";
import {
  createChatCaller,
  createMember,
  createTestClock,
  insertListedSecurity,
  type Member,
} from "./chat-helpers";
import { insertSampleSecurity } from "./procedure-sample-data";
import { describeEachDatabase } from "./test-databases";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type History = { messages: ChatMessageView[]; nextCursor: number | null; seq: number };
type Stats = {
  bullish: number;
  bearish: number;
  notCounted: number;
  volume: { day: string; messages: number }[];
};

/** docs/product.md#chat: the chat procedures through the real /api/trpc handler, on both engines, with a clock the tests move. */
describeEachDatabase("chat (docs/product.md#chat)", (getHandle) => {
  const db = () => getHandle().db;
  const clock = createTestClock();
  const call = createChatCaller(db, { now: clock.now });
  afterEach(() => clock.reset());

  beforeAll(async () => {
    await insertSampleSecurity(db());
    for (const symbol of [
      "CTA",
      "CTB",
      "CTC",
      "CTD",
      "CTE",
      "CTF",
      "PRCE",
      "SENT",
      "PAGE",
      "TRA",
      "TRB",
      "WAT",
      "DEL",
      "EDIT",
      "REP",
    ])
      await insertListedSecurity(db(), symbol, 50);
  });

  /** A message posted by `member`; fails the test with the refusal otherwise. */
  async function post(
    member: Member,
    room: string,
    body: string,
    extra: { sentiment?: "bullish" | "bearish" | null; replyToId?: number | null } = {},
  ) {
    const answer = await call("post", { cookie: member.cookie, input: { room, body, ...extra } });
    if (answer.error) throw new Error(`post refused: ${answer.error.code} ${answer.error.message}`);
    return answer.data as ChatMessageView;
  }
  const history = async (room: string, cursor?: number, cookie?: string) =>
    (await call("history", { input: { room, cursor }, cookie })).data as History;
  const unique = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

  it("lets a registered account with a confirmed email post, and refuses a visitor, a guest and an unconfirmed account", async () => {
    const visitor = await call("post", { input: { room: "MDSK", body: "hello" } });
    expect(visitor.error?.code).toBe("UNAUTHORIZED");
    const guest = await createMember(db(), { type: "guest" });
    expect(
      (await call("post", { cookie: guest.cookie, input: { room: "MDSK", body: "hello" } })).error
        ?.code,
    ).toBe("UNAUTHORIZED");
    const unverified = await createMember(db(), { verified: false });
    const refused = await call("post", {
      cookie: unverified.cookie,
      input: { room: "MDSK", body: "hello" },
    });
    expect(refused.error?.code).toBe("FORBIDDEN");
    expect(refused.error?.message).toMatch(/^Confirm your email/);
    expect((await call("postingStatus", { cookie: unverified.cookie })).data).toEqual({
      canPost: false,
      reason: "unverified",
    });
    expect((await call("postingStatus", { cookie: guest.cookie })).data).toEqual({
      canPost: false,
      reason: "guest",
    });
    expect((await call("postingStatus")).data).toEqual({ canPost: false, reason: "visitor" });

    const member = await createMember(db());
    expect((await call("postingStatus", { cookie: member.cookie })).data).toEqual({
      canPost: true,
    });
    const message = await post(member, "mdsk", "Long $MDSK into earnings", {
      sentiment: "bullish",
    });
    expect(message).toMatchObject({
      room: "MDSK",
      body: "Long $MDSK into earnings",
      sentiment: "bullish",
      author: { id: member.id, name: "Pat Example", isAdmin: false },
      deleted: false,
      editedAt: null,
    });
  });

  it("accepts 1,000 characters (counted as people count them) and refuses 1,001", async () => {
    const member = await createMember(db());
    expect((await post(member, "general", "a".repeat(1_000))).body).toHaveLength(1_000);
    expect((await post(member, "general", "📈".repeat(1_000))).body).toBe("📈".repeat(1_000));
    const refused = await call("post", {
      cookie: member.cookie,
      input: { room: "general", body: "b".repeat(1_001) },
    });
    expect(refused.error).toMatchObject({
      code: "BAD_REQUEST",
      message: "A message may be at most 1000 characters.",
    });
  });

  it("allows 5 symbols in a message and refuses 6, listed or not, in a post and in an edit", async () => {
    const member = await createMember(db());
    const five = await post(member, "general", "$CTA $CTB $CTC and $NOPE $ZZZZ, $cta again");
    expect(five.prices.map((price) => price.symbol)).toEqual(["CTA", "CTB", "CTC"]);
    for (const body of [
      "$CTA $CTB $CTC $CTD $CTE $CTF",
      "$CTA $NOPE $ZZZZ $QQQA $QQQB $QQQC",
      Array.from({ length: 150 }, (_, i) => `$U${i}`).join(" "),
    ]) {
      const named = new Set(body.split(" ")).size;
      const posted = await call("post", {
        cookie: member.cookie,
        input: { room: "general", body },
      });
      const edited = await call("edit", { cookie: member.cookie, input: { id: five.id, body } });
      for (const refused of [posted, edited]) {
        expect(refused.error).toMatchObject({
          code: "BAD_REQUEST",
          message: `A message may name at most 5 symbols ($TICKERs); this one names ${named}. Split it up.`,
        });
      }
    }
  });

  it("refuses links from an account 23 h 59 min old and accepts them at 24 h", async () => {
    const createdAt = new Date(Date.now() - DAY);
    const member = await createMember(db(), { createdAt });
    clock.freeze(new Date(createdAt.getTime() + DAY - MINUTE));
    const early = await call("post", {
      cookie: member.cookie,
      input: { room: "general", body: "Read https://example.com/report" },
    });
    expect(early.error?.code).toBe("BAD_REQUEST");
    expect(early.error?.message).toMatch(
      /^New accounts can post links after their first day.*Try again in 1 minute\./,
    );
    expect((await post(member, "general", "No link, all fine")).body).toBe("No link, all fine");
    clock.freeze(new Date(createdAt.getTime() + DAY));
    expect((await post(member, "general", "Read https://example.com/report")).body).toBe(
      "Read https://example.com/report",
    );
  });

  it("refuses a 6th post within 10 s, per person and per IP, with the wait in the message", async () => {
    const limits = createChatRateLimits(undefined);
    const limited = createChatCaller(db, { now: clock.now, getRateLimits: () => limits });
    const member = await createMember(db());
    for (let i = 1; i <= 5; i += 1)
      expect(
        (
          await limited("post", {
            cookie: member.cookie,
            input: { room: "general", body: `burst ${i}` },
          })
        ).error,
      ).toBeUndefined();
    const sixth = await limited("post", {
      cookie: member.cookie,
      input: { room: "general", body: "burst 6" },
    });
    expect(sixth.error?.code).toBe("TOO_MANY_REQUESTS");
    expect(sixth.error?.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);

    const ip = uniqueIp();
    const people = await Promise.all(Array.from({ length: 6 }, () => createMember(db())));
    const answers = [];
    for (const person of people)
      answers.push(
        await limited("post", {
          cookie: person.cookie,
          ip,
          input: { room: "general", body: unique("same network") },
        }),
      );
    expect(answers.slice(0, 5).map((answer) => answer.error)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(answers[5]!.error?.code).toBe("TOO_MANY_REQUESTS");
  });

  it("refuses the same text again at 59 s and accepts it at 61 s", async () => {
    const member = await createMember(db());
    const first = await post(member, "general", "Same words twice");
    clock.freeze(new Date(first.createdAt.getTime() + 59 * SECOND));
    const again = await call("post", {
      cookie: member.cookie,
      input: { room: "general", body: "Same words twice" },
    });
    expect(again.error?.code).toBe("BAD_REQUEST");
    expect(again.error?.message).toMatch(
      /^You posted this same message less than a minute ago\. Say something new, or try again in \d seconds?\.$/,
    );
    clock.freeze(new Date(first.createdAt.getTime() + 61 * SECOND));
    expect((await post(member, "general", "Same words twice")).body).toBe("Same words twice");
  });

  it("edits within 5 minutes, keeping the old text as a revision, and refuses at 5 min + 1 s", async () => {
    const member = await createMember(db());
    const message = await post(member, "EDIT", "First take on $EDIT");
    clock.freeze(new Date(message.createdAt.getTime() + 4 * MINUTE));
    const edited = await call("edit", {
      cookie: member.cookie,
      input: { id: message.id, body: "Second take on $EDIT" },
    });
    expect(edited.data).toMatchObject({ id: message.id, body: "Second take on $EDIT" });
    expect((edited.data as ChatMessageView).editedAt).toEqual(clock.now());
    const revisions = await db()
      .select({ body: chatMessageRevisions.body })
      .from(chatMessageRevisions)
      .where(eq(chatMessageRevisions.messageId, message.id));
    expect(revisions).toEqual([{ body: "First take on $EDIT" }]);

    clock.reset();
    const other = await post(member, "EDIT", "Another $EDIT note");
    clock.freeze(new Date(other.createdAt.getTime() + 5 * MINUTE));
    expect(
      (
        await call("edit", {
          cookie: member.cookie,
          input: { id: other.id, body: "Just in time $EDIT" },
        })
      ).data,
    ).toMatchObject({ body: "Just in time $EDIT" });
    clock.freeze(new Date(other.createdAt.getTime() + 5 * MINUTE + SECOND));
    const late = await call("edit", {
      cookie: member.cookie,
      input: { id: other.id, body: "Too late $EDIT" },
    });
    expect(late.error).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "A message can be edited for 5 minutes after posting. Delete it and post again instead.",
    });
  });

  it("refuses an edit that names other symbols, and someone else's edit", async () => {
    const member = await createMember(db());
    const message = await post(member, "EDIT", "Watching $EDIT and $NOPE");
    const swapped = await call("edit", {
      cookie: member.cookie,
      input: { id: message.id, body: "Watching $CTA" },
    });
    expect(swapped.error?.code).toBe("BAD_REQUEST");
    expect(swapped.error?.message).toMatch(/^An edit cannot change which symbols a message names/);
    expect(
      (
        await call("edit", {
          cookie: member.cookie,
          input: { id: message.id, body: "Watching $edit only" },
        })
      ).data,
    ).toMatchObject({ body: "Watching $edit only" });
    const stranger = await createMember(db());
    expect(
      (
        await call("edit", {
          cookie: stranger.cookie,
          input: { id: message.id, body: "Mine now $EDIT" },
        })
      ).error?.code,
    ).toBe("NOT_FOUND");
  });

  it("shows the price recorded at posting next to the price now, and an edit keeps the recorded one", async () => {
    const member = await createMember(db());
    const message = await post(member, "PRCE", "$PRCE looks cheap here");
    expect(message.prices).toEqual([{ symbol: "PRCE", postedPrice: 50, price: 50 }]);
    await db().update(securities).set({ lastPrice: 57.25 }).where(eq(securities.symbol, "PRCE"));
    expect((await history("PRCE")).messages.find((view) => view.id === message.id)?.prices).toEqual(
      [{ symbol: "PRCE", postedPrice: 50, price: 57.25 }],
    );
    const edited = await call("edit", {
      cookie: member.cookie,
      input: { id: message.id, body: "$PRCE looked cheap here" },
    });
    expect((edited.data as ChatMessageView).prices).toEqual([
      { symbol: "PRCE", postedPrice: 50, price: 57.25 },
    ]);
  });

  it("leaves a placeholder for a deleted message, and its replies quote nothing of it", async () => {
    const author = await createMember(db());
    const replier = await createMember(db());
    const original = await post(author, "DEL", "Selling all my $DEL", { sentiment: "bearish" });
    const reply = await post(replier, "DEL", "Why though?", { replyToId: original.id });
    expect(reply.replyTo).toEqual({
      id: original.id,
      authorName: "Pat Example",
      excerpt: "Selling all my $DEL",
    });
    expect(
      (await call("delete", { cookie: replier.cookie, input: { id: original.id } })).error?.code,
    ).toBe("NOT_FOUND");
    expect(
      (await call("delete", { cookie: author.cookie, input: { id: original.id } })).data,
    ).toEqual({ id: original.id });
    const { messages } = await history("DEL");
    expect(messages.find((view) => view.id === original.id)).toMatchObject({
      body: null,
      deleted: true,
      sentiment: null,
      prices: [],
    });
    expect(messages.find((view) => view.id === reply.id)?.replyTo).toEqual({
      id: original.id,
      authorName: "Pat Example",
      excerpt: null,
    });
  });

  it("tells open pages at once: replies quoting a message deleted or hidden say “message deleted”", async () => {
    const author = await createMember(db());
    const replier = await createMember(db());
    const reader = await createMember(db());
    const admin = await createMember(db(), { type: "admin" });
    const deleted = await post(author, "DEL", "Buying the dip");
    const hidden = await post(author, "DEL", "Guaranteed 10x, DM me");
    await post(replier, "DEL", "Same here", { replyToId: deleted.id });
    await post(replier, "DEL", "Really?", { replyToId: hidden.id });
    const page = await history("DEL", undefined, reader.cookie);
    let open: HistoryPages = { pages: [page], pageParams: [null] };
    const quotes = () =>
      open.pages[0]!.messages.flatMap((m) =>
        m.replyTo && [deleted.id, hidden.id].includes(m.replyTo.id) ? [m.replyTo.excerpt] : [],
      );
    expect(quotes()).toEqual(["Guaranteed 10x, DM me", "Buying the dip"]);

    expect(
      (await call("delete", { cookie: author.cookie, input: { id: deleted.id } })).error,
    ).toBeUndefined();
    const act = await call("moderation.act", {
      cookie: admin.cookie,
      input: { messageId: hidden.id, action: "hide", reason: "Pump" },
    });
    expect(act.error).toBeUndefined();
    const { events } = (
      await call("events", { cookie: reader.cookie, input: { room: "DEL", after: page.seq } })
    ).data as { events: ChatStreamEvent[] };
    open = mergeChatEvents(open, events);
    expect(quotes()).toEqual([null, null]);
  });

  it("counts sentiment once per established account, its latest call winning, without new accounts or removed messages", async () => {
    const old = () => createMember(db(), { createdAt: new Date(Date.now() - 8 * DAY) });
    const [twiceBullish, changedMind, deleter, hiddenOne] = await Promise.all([
      old(),
      old(),
      old(),
      old(),
    ]);
    const young = await createMember(db(), { createdAt: new Date(Date.now() - 7 * DAY + HOUR) });
    await post(twiceBullish, "SENT", "Long $SENT", { sentiment: "bullish" });
    await post(twiceBullish, "SENT", "Still long $SENT", { sentiment: "bullish" });
    await post(changedMind, "SENT", "Long $SENT for now", { sentiment: "bullish" });
    await post(changedMind, "SENT", "Sold, short $SENT", { sentiment: "bearish" });
    await post(young, "SENT", "To the moon $SENT", { sentiment: "bullish" });
    const deleted = await post(deleter, "SENT", "Bullish $SENT", { sentiment: "bullish" });
    await call("delete", { cookie: deleter.cookie, input: { id: deleted.id } });
    const hidden = await post(hiddenOne, "SENT", "Buy $SENT now, guaranteed 10x", {
      sentiment: "bullish",
    });
    const reporters = await Promise.all([old(), old(), old()]);
    for (const reporter of reporters)
      await call("report", { cookie: reporter.cookie, input: { id: hidden.id, reason: "Pump" } });
    expect((await history("SENT")).messages.map((view) => view.id)).not.toContain(hidden.id);

    const stats = (await call("stats", { input: { room: "SENT" } })).data as Stats;
    // The week-old-minus-an-hour account's call is not counted, and said to be waiting.
    expect({
      bullish: stats.bullish,
      bearish: stats.bearish,
      notCounted: stats.notCounted,
    }).toEqual({ bullish: 1, bearish: 1, notCounted: 1 });
    expect(stats.volume).toHaveLength(7);
    expect(stats.volume.reduce((total, day) => total + day.messages, 0)).toBe(5);
  });

  it("pages history by cursor without gaps or repeats while new messages arrive", async () => {
    const member = await createMember(db());
    const posted: number[] = [];
    for (let i = 1; i <= 40; i += 1)
      posted.push((await post(member, "PAGE", `page message ${i}`)).id);
    const first = await history("PAGE");
    expect(first.messages.map((view) => view.id)).toEqual(posted.slice(10).reverse());
    for (let i = 41; i <= 45; i += 1) await post(member, "PAGE", `page message ${i}`);
    const second = await history("PAGE", first.nextCursor!);
    expect(second.messages.map((view) => view.id)).toEqual(posted.slice(0, 10).reverse());
    expect(second.nextCursor).toBeNull();
  });

  it("stores markup and script as the literal text it is", async () => {
    const member = await createMember(db());
    for (const body of [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "&lt;b&gt; & \"quotes\" 'too'",
    ]) {
      const message = await post(member, "general", body);
      expect(message.body).toBe(body);
      expect((await history("general")).messages.find((view) => view.id === message.id)?.body).toBe(
        body,
      );
    }
  });

  it("lists trending rooms by messages in 24 hours, and the rooms of the reader's watched symbols", async () => {
    const member = await createMember(db());
    for (let i = 0; i < 3; i += 1) await post(member, "TRA", `trending ${i}`);
    await post(member, "TRB", "less trending");
    const [list] = await db()
      .insert(watchlists)
      .values({ userId: member.id, name: "Mine" })
      .returning({ id: watchlists.id });
    await db()
      .insert(watchlistItems)
      .values(
        ["TRA", "TRB", "WAT"].map((symbol, position) => ({
          watchlistId: list!.id,
          symbol,
          position,
        })),
      );

    type Rooms = {
      trending: { room: string; messages: number }[];
      watched: { room: string; messages: number }[];
    };
    const rooms = (await call("rooms", { cookie: member.cookie })).data as Rooms;
    expect(rooms.trending).toEqual(
      expect.arrayContaining([
        { room: "TRA", messages: 3 },
        { room: "TRB", messages: 1 },
      ]),
    );
    expect(rooms.trending.findIndex((entry) => entry.room === "TRA")).toBeLessThan(
      rooms.trending.findIndex((entry) => entry.room === "TRB"),
    );
    expect(rooms.watched).toEqual([
      { room: "TRA", messages: 3 },
      { room: "TRB", messages: 1 },
      { room: "WAT", messages: 0 },
    ]);
    expect(((await call("rooms")).data as Rooms).watched).toEqual([]);
  });

  it("takes one report per person (a second is CONFLICT) and hides at 3 established reporters, for all but moderators", async () => {
    const author = await createMember(db());
    const message = await post(author, "REP", "Spammy $REP text");
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createMember(db(), { createdAt: new Date(Date.now() - 8 * DAY) })),
    );
    expect(
      (await call("report", { cookie: author.cookie, input: { id: message.id, reason: null } }))
        .error?.code,
    ).toBe("BAD_REQUEST");
    expect(
      (await call("report", { cookie: first!.cookie, input: { id: message.id, reason: "Spam" } }))
        .data,
    ).toEqual({ id: message.id, hidden: false });
    const twice = await call("report", {
      cookie: first!.cookie,
      input: { id: message.id, reason: "Spam" },
    });
    expect(twice.error).toMatchObject({
      code: "CONFLICT",
      message: "You reported this message already. A moderator will look at it.",
    });
    const fresh = await createMember(db());
    expect(
      (await call("report", { cookie: fresh.cookie, input: { id: message.id, reason: null } }))
        .data,
    ).toEqual({ id: message.id, hidden: false });
    expect(
      (await call("report", { cookie: second!.cookie, input: { id: message.id, reason: null } }))
        .data,
    ).toEqual({ id: message.id, hidden: false });
    expect(
      (await call("report", { cookie: third!.cookie, input: { id: message.id, reason: null } }))
        .data,
    ).toEqual({ id: message.id, hidden: true });

    expect((await history("REP")).messages.map((view) => view.id)).not.toContain(message.id);
    const admin = await createMember(db(), { type: "admin" });
    expect(
      (await history("REP", undefined, admin.cookie)).messages.find(
        (view) => view.id === message.id,
      ),
    ).toMatchObject({ hidden: true, body: "Spammy $REP text" });
    await db().update(users).set({ name: null }).where(eq(users.id, author.id));
    expect((await history("REP", undefined, admin.cookie)).messages[0]?.author.name).toBe(
      `Member ${author.id.slice(0, 6).toUpperCase()}`,
    );
  });
  it("mutes a person for the muter alone, refuses one who does not exist, and unmutes", async () => {
    const [muter, muted, other] = [
      await createMember(db()),
      await createMember(db()),
      await createMember(db()),
    ];
    expect(
      (await call("mute", { cookie: muter.cookie, input: { userId: muted.id, muted: true } })).data,
    ).toEqual({ userId: muted.id, muted: true });
    expect(
      (await call("mute", { cookie: muter.cookie, input: { userId: muted.id, muted: true } })).data,
    ).toEqual({ userId: muted.id, muted: true });
    expect((await call("mutes", { cookie: muter.cookie, mutation: false })).data).toEqual({
      userIds: [muted.id],
    });
    expect((await call("mutes", { cookie: other.cookie, mutation: false })).data).toEqual({
      userIds: [],
    });
    expect(
      (await call("mute", { cookie: muter.cookie, input: { userId: randomUUID(), muted: true } }))
        .error,
    ).toEqual({ code: "NOT_FOUND", message: "That person is not here any more." });
    expect(
      (await call("mute", { cookie: muter.cookie, input: { userId: muter.id, muted: true } }))
        .error,
    ).toMatchObject({ code: "BAD_REQUEST" });
    await call("mute", { cookie: muter.cookie, input: { userId: muted.id, muted: false } });
    expect((await call("mutes", { cookie: muter.cookie, mutation: false })).data).toEqual({
      userIds: [],
    });
  });
});
