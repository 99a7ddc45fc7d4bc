import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { AlertDraftInput } from "@/features/alerts/alert-inputs";
import { createAlertRateLimits } from "@/features/alerts/server/alert-rate-limits";
import { createAlertsRouter } from "@/features/alerts/server/alerts-router";
import { deliverTriggers } from "@/features/alerts/server/deliver/deliver-triggers";
import { judgeAndRecord } from "@/features/alerts/server/evaluate/judge-and-record";
import { loadAlertIndex } from "@/features/alerts/server/evaluate/load-alert-index";
import { runChatAlerts } from "@/features/alerts/server/evaluate/run-chat-alerts";
import type { ChatMessageView } from "@/features/chat/chat-views";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { notifications } from "@/server/db/schema";
import { listTriggersOf } from "./alerts-helpers";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { createChatCaller, createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { describeEachDatabase } from "./test-databases";

const WEEKS_OLD = new Date(Date.now() - 14 * 24 * 3_600_000);
const draft = (over: Partial<AlertDraftInput>): AlertDraftInput => ({
  kind: "chat_volume_spike",
  scope: "symbol",
  symbol: "CHA",
  watchlistId: null,
  savedScreenId: null,
  params: { multiple: 3 },
  frequency: "once",
  cooldownMinutes: 60,
  channels: ["in_app"],
  extendedHours: false,
  note: null,
  ...over,
});

/** docs/alerts.md#chat-alerts: real messages posted, the job and the evaluator, triggers and notices. */
describeEachDatabase("chat alerts", (getHandle) => {
  const db = () => getHandle().db;
  const chat = createChatCaller(db);
  const router = createTRPCRouter({
    alerts: createAlertsRouter({
      getAnalytics: () => null,
      getRateLimits: () => createAlertRateLimits(undefined),
    }),
  });
  const factory = createCallerFactory(router);
  const as = (member: Member) =>
    factory({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: { user: { id: member.id, type: "authenticated" } },
    });
  async function post(
    member: Member,
    room: string,
    body: string,
    sentiment?: "bullish" | "bearish",
  ) {
    const answer = await chat("post", { cookie: member.cookie, input: { room, body, sentiment } });
    if (answer.error) throw new Error(`post refused: ${answer.error.message}`);
    return answer.data as ChatMessageView;
  }
  const noticesOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));
  let members: Member[];
  beforeAll(async () => {
    await insertListedSecurity(db(), "CHA", 100);
    members = [];
    for (let n = 0; n < 3; n += 1) members.push(await createMember(db(), { createdAt: WEEKS_OLD }));
  });

  it("fires a room's volume spike and a sentiment flip once each, with an in-app notice", async () => {
    const [a, b, c] = members as [Member, Member, Member];
    const watcher = await createMember(db());
    const spike = await as(watcher).alerts.create({ alert: draft({}), source: "chat" });
    const flip = await as(watcher).alerts.create({
      alert: draft({ kind: "chat_sentiment_flip", symbol: "General", params: {} }),
      source: "chat",
    });
    for (const member of [a, b, c]) await post(member, "general", "Up from here", "bullish");
    for (let n = 1; n <= 9; n += 1) await post(a, "CHA", `Busy ${n}`);
    // 9 messages and bullish for the first time: nothing to tell yet.
    expect(await runChatAlerts(db())).toEqual({ fired: 0 });
    await post(b, "CHA", "Busy 10");
    await post(b, "general", "Changed my mind", "bearish");
    await post(c, "general", "Me too", "bearish");
    const runs = await Promise.all([runChatAlerts(db()), runChatAlerts(db())]);
    expect(runs.reduce((sum, run) => sum + run.fired, 0)).toBe(2);
    expect(await runChatAlerts(db())).toEqual({ fired: 0 });
    const [spiked] = await listTriggersOf(db(), spike.id);
    expect(spiked).toMatchObject({
      symbol: "CHA",
      message: "$CHA chat had 10 messages in the last hour, none in the 7 days before",
      quoteSource: "Marketdesk chat",
    });
    expect((await listTriggersOf(db(), flip.id)).map((row) => row.message)).toEqual([
      "General chat turned bearish (was bullish): 1 bullish and 2 bearish accounts over 24 hours",
    ]);
    const notices = await noticesOf(watcher.id);
    expect(notices).toHaveLength(2);
    expect(notices.map((row) => row.body).join(" ")).toContain("Counted at");
  });

  it("fires a call alert at ±10 % from the posted price; only the author may set one", async () => {
    const [author, other] = members as [Member, Member];
    const message = await post(author, "general", "$CHA looks cheap");
    const call = draft({ kind: "call_moved", params: { messageId: message.id, percent: 10 } });
    const refused = await as(other)
      .alerts.create({ alert: call, source: "chat" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({
      code: "NOT_FOUND",
      message: "That chat call is not one of yours.",
    });
    const { id } = await as(author).alerts.create({ alert: call, source: "chat" });
    const index = await loadAlertIndex(db());
    const previous = new Map();
    const quote = (price: number, minute: number) => ({
      symbol: "CHA",
      price,
      volume: 1_000,
      previousClose: 100,
      session: "regular" as const,
      asOf: new Date(`2021-03-02T15:${minute}:00Z`),
      source: "simulated" as const,
    });
    for (const [price, minute] of [
      [95, 10],
      [91, 11],
      [90, 12],
      [89, 13],
    ] as const)
      await judgeAndRecord(db(), {
        quotes: [quote(price, minute)],
        index,
        previous,
        feed: null,
        deliver: deliverTriggers,
      });
    expect((await listTriggersOf(db(), id)).map((row) => row.message)).toEqual([
      "CHA moved -10.0 % from the 100.00 of your chat call, at 90.00",
    ]);
    expect(await noticesOf(author.id)).toHaveLength(1);
  });

  it("keeps the general room to chat room kinds", async () => {
    const refused = await as(members[0]!)
      .alerts.create({
        alert: draft({
          kind: "price_cross",
          symbol: "general",
          params: { level: 1, direction: "above" },
        }),
        source: "chat",
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
  });
});
