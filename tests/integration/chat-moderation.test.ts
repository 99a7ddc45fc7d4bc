import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { ChatMessageView, ModerationQueuePage } from "@/features/chat/server/data";
import { chatModerationLog, users } from "@/server/db/schema";
import { createChatCaller, createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/product.md#chat, "Moderation": reports reach the queue, established reporters hide a
 * message pending review, every decision is one line of the audit log, and mutes stop posting,
 * all through the real /api/trpc handler on both engines.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ROOM = "general";

type History = { messages: ChatMessageView[]; seq: number };
type Events = { events: Array<{ kind: string; id?: number; message?: ChatMessageView }> };
type LogPage = {
  lines: Array<{
    action: string;
    moderatorName: string | null;
    messageId: number | null;
    room: string | null;
    excerpt: string | null;
    targetName: string | null;
    reason: string | null;
  }>;
  nextCursor: number | null;
};

describeEachDatabase("chat moderation", (getHandle) => {
  const db = () => getHandle().db;
  const call = createChatCaller(db);
  let admin: Member;
  let author: Member;
  let reader: Member;
  /** Established reporters: a week and a day old, email confirmed. */
  const established: Member[] = [];
  let serial = 0;

  beforeAll(async () => {
    admin = await createMember(db(), { type: "admin", name: "Morgan Moderator" });
    author = await createMember(db(), {
      name: "Avery Author",
      createdAt: new Date(Date.now() - 2 * WEEK_MS),
    });
    reader = await createMember(db(), { name: "Riley Reader" });
    for (let i = 0; i < 6; i += 1)
      established.push(
        await createMember(db(), {
          name: `Old Hand ${i}`,
          createdAt: new Date(Date.now() - WEEK_MS - 86_400_000),
        }),
      );
  });

  const post = async (by: Member, body = `Message ${(serial += 1)} about the market`) => {
    const answer = await call("post", {
      cookie: by.cookie,
      input: { room: ROOM, body, sentiment: null, replyToId: null },
    });
    expect(answer.error).toBeUndefined();
    return answer.data as ChatMessageView;
  };
  const report = (by: Member, id: number) =>
    call("report", { cookie: by.cookie, input: { id, reason: "Pump and dump" } });
  const queue = async (cursor?: ModerationQueuePage["nextCursor"]) =>
    (await call("moderation.queue", { cookie: admin.cookie, mutation: false, input: { cursor } }))
      .data as ModerationQueuePage;
  const act = (messageId: number, action: string, reason = "Breaks the rules") =>
    call("moderation.act", { cookie: admin.cookie, input: { messageId, action, reason } });
  const history = async (cookie?: string) =>
    (await call("history", { cookie, mutation: false, input: { room: ROOM } })).data as History;
  const events = async (after: number, cookie?: string) =>
    (await call("events", { cookie, mutation: false, input: { room: ROOM, after } }))
      .data as Events;
  const logLines = async () =>
    (await db().select({ lines: count() }).from(chatModerationLog))[0]!.lines;
  const latestLog = async () =>
    (
      (await call("moderation.log", { cookie: admin.cookie, mutation: false, input: {} }))
        .data as LogPage
    ).lines[0]!;

  it("shows a report in the queue with its context, revisions, reporters and the author's record", async () => {
    const before = await post(author);
    const message = await post(author, "Buy now before it moons");
    await call("edit", {
      cookie: author.cookie,
      input: { id: message.id, body: "Buy now before it moons!!" },
    });
    const after = await post(author);
    const fresh = await createMember(db(), { name: "Fresh Face" });
    expect((await report(established[0]!, message.id)).data).toEqual({
      id: message.id,
      hidden: false,
    });
    expect((await report(fresh, message.id)).data).toEqual({ id: message.id, hidden: false });

    const page = await queue();
    const card = page.items.find((item) => item.message.id === message.id)!;
    expect(card.message.body).toBe("Buy now before it moons!!");
    expect(card.revisions.map((revision) => revision.body)).toEqual(["Buy now before it moons"]);
    expect(
      card.reports.map((entry) => [entry.reporterName, entry.established, entry.reason]),
    ).toEqual([
      ["Fresh Face", false, "Pump and dump"],
      ["Old Hand 0", true, "Pump and dump"],
    ]);
    expect(card.establishedReporters).toBe(1);
    expect(card.context.before.at(-1)?.id).toBe(before.id);
    expect(card.context.after[0]?.id).toBe(after.id);
    expect(card.context.before.length).toBeLessThanOrEqual(3);
    expect(card.author).toMatchObject({
      id: author.id,
      name: "Avery Author",
      recentMessages: expect.any(Number) as number,
      sanction: null,
    });
    expect(card.author.recentMessages).toBeGreaterThanOrEqual(3);
    expect(card.author.reportedMessages).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(page)).not.toContain("@example.com");
  });

  it("refuses a place in the queue past year 9999 with a sentence, as the fuzz test found it answered 500", async () => {
    for (const at of [new Date(8.64e15), new Date("1970-01-01T00:00:00Z")]) {
      const answer = await call("moderation.queue", {
        cookie: admin.cookie,
        mutation: false,
        input: { cursor: { at, id: 1 } },
      });
      expect(answer.error).toMatchObject({
        code: "BAD_REQUEST",
        message: "That is not a place in the queue.",
      });
    }
  });

  it("hides a message once three established accounts report it; fresh accounts' reports do not", async () => {
    const message = await post(author);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await report(await createMember(db(), { name: `New ${i}` }), message.id)).data,
      ).toEqual({ id: message.id, hidden: false });
    expect((await report(established[0]!, message.id)).data).toEqual({
      id: message.id,
      hidden: false,
    });
    expect((await report(established[1]!, message.id)).data).toEqual({
      id: message.id,
      hidden: false,
    });
    expect((await report(established[2]!, message.id)).data).toEqual({
      id: message.id,
      hidden: true,
    });
    const card = (await queue()).items.find((item) => item.message.id === message.id)!;
    expect(card.message.hidden).toBe(true);
    expect(card.establishedReporters).toBe(3);
    expect(card.reports).toHaveLength(6);
    expect(await latestLog()).toMatchObject({
      action: "auto_hide",
      moderatorName: null,
      messageId: message.id,
      targetName: "Avery Author",
    });
    expect((await history(reader.cookie)).messages.some((entry) => entry.id === message.id)).toBe(
      false,
    );
  });

  it("hide takes a message from readers' history and events, restore brings it back, delete leaves a placeholder", async () => {
    const message = await post(author, "Guaranteed 10x, DM me");
    await report(established[3]!, message.id);
    const { seq } = await history();
    const lines = await logLines();

    expect((await act(message.id, "hide", "Scam")).data).toMatchObject({
      id: message.id,
      hidden: true,
    });
    expect(await logLines()).toBe(lines + 1);
    expect(await latestLog()).toMatchObject({
      action: "hide",
      moderatorName: "Morgan Moderator",
      messageId: message.id,
      room: ROOM,
      excerpt: "Guaranteed 10x, DM me",
      targetName: "Avery Author",
      reason: "Scam",
    });
    expect((await queue()).items.some((item) => item.message.id === message.id)).toBe(false);
    for (const cookie of [reader.cookie, undefined]) {
      expect((await history(cookie)).messages.some((entry) => entry.id === message.id)).toBe(false);
      const removed = (await events(seq, cookie)).events.find(
        (event) => event.id === message.id || event.message?.id === message.id,
      );
      expect(removed).toEqual({ seq: seq + 1, kind: "removed", id: message.id });
    }
    expect(
      (await history(admin.cookie)).messages.find((entry) => entry.id === message.id),
    ).toMatchObject({ hidden: true, body: "Guaranteed 10x, DM me" });
    expect((await events(seq, admin.cookie)).events[0]).toMatchObject({
      kind: "hidden",
      message: { id: message.id, hidden: true },
    });

    expect((await act(message.id, "restore", "Checked: a joke")).data).toMatchObject({
      hidden: false,
    });
    expect(await logLines()).toBe(lines + 2);
    expect(
      (await history(reader.cookie)).messages.find((entry) => entry.id === message.id),
    ).toMatchObject({ hidden: false, body: "Guaranteed 10x, DM me" });
    expect((await events(seq + 1)).events[0]).toMatchObject({
      kind: "restored",
      message: { id: message.id },
    });
    expect((await act(message.id, "restore")).error).toMatchObject({
      code: "BAD_REQUEST",
      message: "That message is not hidden, so there is nothing to restore.",
    });

    expect((await act(message.id, "delete", "Scam after all")).data).toMatchObject({
      deleted: true,
      body: null,
    });
    expect(await logLines()).toBe(lines + 3);
    expect((await history()).messages.find((entry) => entry.id === message.id)).toMatchObject({
      deleted: true,
      body: null,
    });
    expect((await events(seq + 2)).events[0]).toMatchObject({
      kind: "deleted",
      message: { id: message.id, body: null },
    });
    expect((await act(message.id, "delete")).error).toMatchObject({ code: "BAD_REQUEST" });
    expect(await logLines()).toBe(lines + 3);
  });

  it("keeps a call its author deleted after it was reported on the moderators' record: text, tag and recorded price", async () => {
    await insertListedSecurity(db(), "MODR");
    const answer = await call("post", {
      cookie: author.cookie,
      input: {
        room: ROOM,
        body: "$MODR to the moon, all in",
        sentiment: "bullish",
        replyToId: null,
      },
    });
    const message = answer.data as ChatMessageView;
    expect(message.prices).toHaveLength(1);
    await report(established[5]!, message.id);
    expect(
      (await call("delete", { cookie: author.cookie, input: { id: message.id } })).error,
    ).toBeUndefined();

    expect(
      (await history(reader.cookie)).messages.find((entry) => entry.id === message.id),
    ).toMatchObject({ deleted: true, body: null, sentiment: null, prices: [] });
    const card = (await queue()).items.find((item) => item.message.id === message.id)!;
    expect(card.message).toMatchObject({
      deleted: true,
      body: "$MODR to the moon, all in",
      sentiment: "bullish",
      prices: [{ symbol: "MODR", postedPrice: message.prices[0]!.postedPrice }],
    });
  });

  it("dismiss and a confirming hide each write one line and take the message off the queue until it is reported again", async () => {
    const message = await post(author);
    await report(established[4]!, message.id);
    const lines = await logLines();
    expect((await act(message.id, "dismiss", "Fair comment")).data).toMatchObject({
      hidden: false,
    });
    expect(await logLines()).toBe(lines + 1);
    expect(await latestLog()).toMatchObject({ action: "dismiss", reason: "Fair comment" });
    expect((await queue()).items.some((item) => item.message.id === message.id)).toBe(false);
    await report(established[5]!, message.id);
    const card = (await queue()).items.find((item) => item.message.id === message.id)!;
    expect(card.reports.map((entry) => entry.reporterName)).toEqual(["Old Hand 5"]);

    const hidden = await post(author);
    for (const by of established.slice(0, 3)) await report(by, hidden.id);
    const before = await logLines();
    expect((await act(hidden.id, "hide", "Confirmed")).data).toMatchObject({ hidden: true });
    expect(await logLines()).toBe(before + 1);
    expect((await queue()).items.some((item) => item.message.id === hidden.id)).toBe(false);
  });

  it("pages the queue 25 at a time without repeats, newest report first", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 27; i += 1) {
      const message = await post(author);
      await report(reader, message.id);
      ids.push(message.id);
    }
    const first = await queue();
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 25).map((item) => item.message.id)).toEqual(ids.slice(2).reverse());
    const seen = [...first.items];
    for (let cursor = first.nextCursor; cursor; ) {
      const next = await queue(cursor);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    const seenIds = seen.map((item) => item.message.id);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    expect(seenIds).toEqual(expect.arrayContaining(ids));
  });

  it("a mute stops posting with the reason and until when; lifting it lets the person post again", async () => {
    const muted = await createMember(db(), { name: "Loud Larry" });
    const lines = await logLines();
    const sanction = await call("moderation.sanction", {
      cookie: admin.cookie,
      input: { userId: muted.id, kind: "mute", hours: 24, reason: "Flooding the room" },
    });
    const { id, until } = sanction.data as { id: string; until: Date };
    expect(until.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await logLines()).toBe(lines + 1);
    expect(await latestLog()).toMatchObject({
      action: "mute",
      targetName: "Loud Larry",
      reason: "Flooding the room",
      messageId: null,
    });

    const refused = await call("post", {
      cookie: muted.cookie,
      input: { room: ROOM, body: "Let me talk", sentiment: null, replyToId: null },
    });
    expect(refused.error?.code).toBe("FORBIDDEN");
    expect(refused.error?.message).toBe(
      `A moderator muted you in chat until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC: Flooding the room`,
    );
    expect((await call("postingStatus", { cookie: muted.cookie, mutation: false })).data).toEqual({
      canPost: false,
      reason: "muted",
      until,
      note: "Flooding the room",
    });
    const active = (await call("moderation.sanctions", { cookie: admin.cookie, mutation: false }))
      .data as { sanctions: Array<{ id: string; userName: string; moderatorName: string }> };
    expect(active.sanctions.find((entry) => entry.id === id)).toMatchObject({
      userName: "Loud Larry",
      moderatorName: "Morgan Moderator",
    });

    expect(
      (await call("moderation.lift", { cookie: admin.cookie, input: { sanctionId: id } })).data,
    ).toEqual({ sanctionId: id, userId: muted.id });
    expect(await logLines()).toBe(lines + 2);
    expect(
      (await call("moderation.lift", { cookie: admin.cookie, input: { sanctionId: id } })).error
        ?.code,
    ).toBe("NOT_FOUND");
    expect((await call("postingStatus", { cookie: muted.cookie, mutation: false })).data).toEqual({
      canPost: true,
    });
    await post(muted, "Thanks, I will keep it short");
  });

  it("bans for good, and refuses sanctioning an administrator, oneself, or a mute without a length", async () => {
    const banned = await createMember(db(), { name: "Spam Bot" });
    const sanction = (input: object) =>
      call("moderation.sanction", {
        cookie: admin.cookie,
        input: { kind: "ban", hours: null, reason: "Spam", ...input },
      });
    expect((await sanction({ userId: banned.id })).data).toMatchObject({
      kind: "ban",
      until: null,
    });
    expect((await call("postingStatus", { cookie: banned.cookie, mutation: false })).data).toEqual({
      canPost: false,
      reason: "banned",
      until: null,
      note: "Spam",
    });
    const otherAdmin = await createMember(db(), { type: "admin" });
    expect((await sanction({ userId: otherAdmin.id })).error).toEqual({
      code: "BAD_REQUEST",
      message: "Administrators cannot be muted or banned in chat.",
    });
    expect((await sanction({ userId: admin.id })).error).toEqual({
      code: "BAD_REQUEST",
      message: "You cannot mute or ban yourself.",
    });
    expect((await sanction({ userId: banned.id, kind: "mute" })).error).toEqual({
      code: "BAD_REQUEST",
      message: "A mute needs a length.",
    });
    const [row] = await db()
      .select({ type: users.type })
      .from(users)
      .where(eq(users.id, otherAdmin.id));
    expect(row?.type).toBe("admin");
  });

  it("stops counting a banned person's reports: what they alone hid comes back, a moderator's hide stays", async () => {
    const [ringleader, ...others] = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        createMember(db(), {
          name: `Reporter ${i}`,
          createdAt: new Date(Date.now() - WEEK_MS - 86_400_000),
        }),
      ),
    );
    const tipped = await post(author, "Earnings beat, holding");
    for (const by of [ringleader!, others[0]!, others[1]!]) await report(by, tipped.id);
    const confirmed = await post(author, "Moderators agree this one goes");
    await report(ringleader!, confirmed.id);
    expect((await act(confirmed.id, "hide")).error).toBeUndefined();
    expect((await history(reader.cookie)).messages.map((m) => m.id)).not.toContain(tipped.id);

    const ban = await call("moderation.sanction", {
      cookie: admin.cookie,
      input: { userId: ringleader!.id, kind: "ban", hours: null, reason: "Report brigading" },
    });
    expect(ban.error).toBeUndefined();
    const shown = (await history(reader.cookie)).messages.map((m) => m.id);
    expect(shown).toContain(tipped.id);
    expect(shown).not.toContain(confirmed.id);
    expect(await latestLog()).toMatchObject({
      action: "auto_restore",
      moderatorName: null,
      messageId: tipped.id,
    });
    const card = (await queue()).items.find((item) => item.message.id === tipped.id)!;
    expect(card.message.hidden).toBe(false);
    expect(card.reports).toHaveLength(3);
    expect(card.establishedReporters).toBe(2);

    const next = await post(author, "Another call the ring dislikes");
    for (const by of [ringleader!, others[0]!, others[1]!])
      expect((await report(by, next.id)).data).toEqual({ id: next.id, hidden: false });
    expect((await report(others[2]!, next.id)).data).toEqual({ id: next.id, hidden: true });
  });

  it("refuses every moderation procedure to anyone but an administrator", async () => {
    const guest = await createMember(db(), { type: "guest" });
    const calls: Array<[string, unknown, boolean]> = [
      ["moderation.queue", {}, false],
      ["moderation.act", { messageId: 1, action: "dismiss", reason: "" }, true],
      ["moderation.sanction", { userId: author.id, kind: "mute", hours: 1, reason: "No" }, true],
      ["moderation.lift", { sanctionId: author.id }, true],
      ["moderation.sanctions", undefined, false],
      ["moderation.log", {}, false],
    ];
    const lines = await logLines();
    for (const [procedure, input, mutation] of calls) {
      expect(
        (await call(procedure, { cookie: reader.cookie, input, mutation })).error,
        `${procedure} as a registered reader`,
      ).toEqual({ code: "FORBIDDEN", message: "Only administrators can do this." });
      expect(
        (await call(procedure, { cookie: guest.cookie, input, mutation })).error?.code,
        `${procedure} as a guest`,
      ).toBe("UNAUTHORIZED");
      expect(
        (await call(procedure, { input, mutation })).error?.code,
        `${procedure} as a visitor`,
      ).toBe("UNAUTHORIZED");
    }
    expect(await logLines()).toBe(lines);
  });
});
