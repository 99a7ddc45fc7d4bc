import { beforeAll, expect, it } from "vitest";
import { dividends, earningsReports, securities } from "@/server/db/schema";
import { createChatCaller, createMember, type Member } from "./chat-helpers";
import { createVisitorCaller } from "./create-visitor-caller";
import { describeEachDatabase } from "./test-databases";

type Call = { id: number; sentiment: "bullish" | "bearish" | null; price: number; at: Date };

/**
 * docs/product.md#stock-page-chart, "Markers": what the stock page's chart marks, through the
 * procedures it asks: a company's filed reports and dividends for anyone, and a registered
 * person's own calls on it, those still standing only, each at the time its price was quoted.
 */
describeEachDatabase("the stock page chart's markers", (getHandle) => {
  const db = () => getHandle().db;
  const chat = createChatCaller(db);
  const calendar = () => createVisitorCaller(db()).calendar;
  /** The simulated market's clock: a listing's price quoted on its own calendar, years ago. */
  const QUOTED = new Date("2021-03-02T15:31:07Z");

  beforeAll(async () => {
    await db()
      .insert(securities)
      .values(
        ["MRKA", "MRKB"].map((symbol, i) => ({
          symbol,
          name: `${symbol} Holdings`,
          securityType: "common" as const,
          exchange: "NASDAQ",
          lastPrice: 40 + i,
          source: "snapshot" as const,
          historySimulated: true,
          asOf: QUOTED,
        })),
      );
  });

  async function post(member: Member, body: string, sentiment: Call["sentiment"] = null) {
    const answer = await chat("post", {
      cookie: member.cookie,
      input: { room: "general", body, sentiment },
    });
    expect(answer.error).toBeUndefined();
    return (answer.data as { id: number }).id;
  }
  const callsOf = async (member: Member | null, symbol: string) =>
    chat("myCalls", { cookie: member?.cookie, input: { symbol } });

  it("gives a person their own calls on the symbol, newest first, at the time each price was quoted", async () => {
    const [pat, sam] = [await createMember(db()), await createMember(db())];
    const bullish = await post(pat, "Long $MRKA into the print", "bullish");
    const bearish = await post(pat, "Took profits, short $mrka now", "bearish");
    const both = await post(pat, "Pairs: $MRKB over $MRKA");
    await post(pat, "Only $MRKB today", "bullish");
    await post(sam, "Sam's own $MRKA call", "bullish");

    const answer = await callsOf(pat, "mrka");
    expect(answer.error).toBeUndefined();
    expect((answer.data as { calls: Call[] }).calls).toEqual([
      { id: both, sentiment: null, price: 40, at: QUOTED },
      { id: bearish, sentiment: "bearish", price: 40, at: QUOTED },
      { id: bullish, sentiment: "bullish", price: 40, at: QUOTED },
    ]);
    const sams = (await callsOf(sam, "MRKA")).data as { calls: Call[] };
    expect(sams.calls.map((call) => call.sentiment)).toEqual(["bullish"]);
  });

  it("leaves out a deleted message and one a moderator hid", async () => {
    const [author, admin] = [await createMember(db()), await createMember(db(), { type: "admin" })];
    const kept = await post(author, "Still like $MRKB here", "bullish");
    const deleted = await post(author, "Wrong about $MRKB", "bearish");
    const hidden = await post(author, "$MRKB guaranteed 10x, DM me", "bullish");
    expect((await chat("delete", { cookie: author.cookie, input: { id: deleted } })).error).toBe(
      undefined,
    );
    const act = await chat("moderation.act", {
      cookie: admin.cookie,
      input: { messageId: hidden, action: "hide", reason: "Pump" },
    });
    expect(act.error).toBeUndefined();
    const answer = (await callsOf(author, "MRKB")).data as { calls: Call[] };
    expect(answer.calls.map((call) => call.id)).toEqual([kept]);
  });

  it("refuses a visitor and a guest, who have posted no calls, with a sentence", async () => {
    const visitor = await callsOf(null, "MRKA");
    expect(visitor.error).toMatchObject({ code: "UNAUTHORIZED" });
    expect(visitor.error?.message).toMatch(/sign in/i);
    const guest = await callsOf(await createMember(db(), { type: "guest" }), "MRKA");
    expect(guest.error).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("answers a symbol that is none with BAD_REQUEST and a sentence", async () => {
    const member = await createMember(db());
    const bad = await callsOf(member, "not a symbol!");
    expect(bad.error).toMatchObject({ code: "BAD_REQUEST" });
    expect(bad.error?.message).toMatch(/is not a ticker symbol/);
    const long = await callsOf(member, "A".repeat(1_000));
    expect(long.error?.message).toMatch(/at most a few characters/);

    const refused = await calendar()
      .chartEvents({ symbol: "$$$" })
      .then(
        () => null,
        (reason: unknown) => reason as { code: string; cause?: { issues?: { message: string }[] } },
      );
    expect(refused?.code).toBe("BAD_REQUEST");
    expect(refused?.cause?.issues?.[0]?.message).toMatch(/is not a ticker symbol/);
  });

  it("gives anyone a company's reports and dividends, newest first, at most a hundred of each", async () => {
    const exDates = Array.from({ length: 101 }, (_, i) => {
      const day = new Date(Date.UTC(2000, 0, 3) + i * 91 * 86_400_000);
      return day.toISOString().slice(0, 10);
    });
    await db()
      .insert(dividends)
      .values([
        ...exDates.map((exDate, i) => ({
          provider: "alpaca",
          providerId: `mrka-${i}`,
          symbol: "MRKA",
          exDate,
          amount: 0.25,
          special: false,
        })),
        {
          provider: "alpaca",
          providerId: "mrkb-1",
          symbol: "MRKB",
          exDate: "2021-02-05",
          amount: 1,
          special: true,
        },
      ]);
    await db()
      .insert(earningsReports)
      .values([
        {
          symbol: "MRKA",
          form: "10-Q",
          periodEnd: "2020-12-26",
          filed: "2021-01-28",
          eps: 1.68,
          months: 3,
        },
        {
          symbol: "MRKA",
          form: "10-K",
          periodEnd: "2020-09-26",
          filed: "2020-10-30",
          eps: 3.28,
          months: 12,
        },
      ]);

    const events = await calendar().chartEvents({ symbol: "$mrka" });
    expect(events.reports.map((report) => [report.filed, report.form, report.eps])).toEqual([
      ["2021-01-28", "10-Q", 1.68],
      ["2020-10-30", "10-K", 3.28],
    ]);
    expect(events.dividends).toHaveLength(100);
    expect(events.dividends[0]).toMatchObject({ exDate: exDates.at(-1), amount: 0.25 });
    expect(events.dividends.at(-1)?.exDate).toBe(exDates[1]);
    expect(await calendar().chartEvents({ symbol: "ZZZZ" })).toEqual({
      dividends: [],
      reports: [],
    });
  });
});
