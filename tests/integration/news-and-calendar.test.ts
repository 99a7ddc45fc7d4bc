import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, newYorkToday } from "@/features/calendar/calendar-week";
import { upsertEarningsReports } from "@/features/calendar/server/mutations/upsert-earnings-reports";
import { refreshDividends } from "@/features/calendar/server/refresh-dividends";
import {
  deriveEarningsReports,
  fetchAlpacaDividends,
  fetchAlpacaNews,
} from "@/features/market/server";
import { createEdgarClient } from "@/features/market/server/edgar/create-edgar-client";
import { refreshCompanyFundamentals } from "@/features/market/server/edgar/refresh-company-fundamentals";
import { type SecurityRow, upsertSecurities } from "@/features/market/server/mutations";
import { listNews } from "@/features/news/server/data/list-news";
import { refreshNews } from "@/features/news/server/refresh-news";
import { createCaller } from "@/server/api/root";
import { dividends, newsArticles, users, watchlistItems, watchlists } from "@/server/db/schema";
import { fakeAlpacaClient } from "./alpaca-test-market";
import { startFakeAlpaca } from "./fake-alpaca";
import { startFakeEdgar } from "./fake-edgar";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/product.md#news and #calendar: Alpaca's news and cash dividends read through the real SDK
 * from a local Alpaca serving recorded answers (tests/fixtures/alpaca), stored once each, and
 * read back through the news and calendar procedures with their input limits and authorization.
 */

let alpaca: Awaited<ReturnType<typeof startFakeAlpaca>>;
let edgar: Awaited<ReturnType<typeof startFakeEdgar>>;
beforeAll(async () => {
  alpaca = await startFakeAlpaca();
  edgar = await startFakeEdgar();
});
afterAll(async () => {
  await alpaca.close();
  await edgar.close();
});

/** Friday after Thanksgiving 2026, the recorded answers' "now": three days back reach Tuesday evening. */
const NOW = new Date("2026-11-28T00:00:00Z");

const newsSource = () => ({
  provider: "alpaca",
  fetchNews: (symbols: string[], since: Date, maxItems: number) =>
    fetchAlpacaNews(fakeAlpacaClient(alpaca), symbols, since, maxItems),
});
const dividendSource = () => ({
  provider: "alpaca",
  fetchDividends: (symbols: string[], start: Date, end: Date) =>
    fetchAlpacaDividends(fakeAlpacaClient(alpaca), symbols, start, end),
});

describe("Alpaca's news and corporate actions through the SDK", () => {
  it("reads news articles as the SDK types them, newest first, with the symbols asked", async () => {
    const articles = await fetchAlpacaNews(
      fakeAlpacaClient(alpaca),
      ["AAPL", "MSFT"],
      new Date("2026-11-26T00:00:00Z"),
      100,
    );
    expect(articles.map((article) => article.id)).toEqual([41823117, 41822950, 41822871]);
    expect(articles[0]).toEqual({
      id: 41823117,
      headline: "Apple Supplier Foxconn Reports Record November Revenue on iPhone 18 Demand",
      source: "benzinga",
      url: "https://www.benzinga.com/news/26/11/41823117/apple-supplier-foxconn-reports-record-november-revenue",
      createdAt: new Date("2026-11-27T14:41:09Z"),
      updatedAt: new Date("2026-11-27T14:41:10Z"),
      symbols: ["AAPL", "HNHPF"],
    });
    const [request] = alpaca.requests.filter((url) => url.pathname === "/v1beta1/news").slice(-1);
    expect(request?.searchParams.get("symbols")).toBe("AAPL,MSFT");
    expect(request?.searchParams.get("include_content")).toBe("false");
  });

  it("reads cash dividends as days, with a missing pay date and Alpaca's rate as the amount", async () => {
    const found = await fetchAlpacaDividends(
      fakeAlpacaClient(alpaca),
      ["KO", "COST"],
      new Date("2026-11-01T00:00:00Z"),
      new Date("2027-01-31T00:00:00Z"),
    );
    expect(found).toEqual([
      {
        id: "c0ffee00-1234-4abc-9def-00000000a002",
        symbol: "KO",
        exDate: "2026-12-01",
        recordDate: "2026-12-01",
        payDate: null,
        amount: 0.5325,
        currency: "USD",
        special: false,
      },
      {
        id: "c0ffee00-1234-4abc-9def-00000000a003",
        symbol: "COST",
        exDate: "2026-12-02",
        recordDate: "2026-12-02",
        payDate: "2026-12-30",
        amount: 15,
        currency: null,
        special: true,
      },
    ]);
    const [request] = alpaca.requests
      .filter((url) => url.pathname === "/v1/corporate-actions")
      .slice(-1);
    expect(request?.searchParams.get("types")).toBe("cash_dividend");
  });
});

describeEachDatabase("news and calendar stored and read back", (getHandle) => {
  const db = () => getHandle().db;
  const as = (user: { id: string; type: "guest" | "authenticated" } | null) =>
    createCaller({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(),
      session: user ? { user } : null,
    });

  async function member(symbols: string[]) {
    const [user] = await db()
      .insert(users)
      .values({ email: `cal-${randomUUID()}@example.com`, type: "authenticated" })
      .returning({ id: users.id });
    const [list] = await db()
      .insert(watchlists)
      .values({ userId: user!.id, name: "Mine", isDefault: true })
      .returning({ id: watchlists.id });
    if (symbols.length)
      await db()
        .insert(watchlistItems)
        .values(symbols.map((symbol, position) => ({ watchlistId: list!.id, symbol, position })));
    return { user: { id: user!.id, type: "authenticated" as const }, listId: list!.id };
  }

  const storedArticles = async () => (await db().select({ n: count() }).from(newsArticles))[0]!.n;

  it("stores each article once, however often and for whichever symbol it is delivered", async () => {
    const first = await refreshNews(db(), newsSource(), ["AAPL", "MSFT", "BRK.B", "TSLA"], NOW);
    expect(first).toEqual({ symbols: 4, received: 5, stored: 5 });
    expect(await storedArticles()).toBe(5);
    // The same run again, then the article about AAPL and MSFT asked for each symbol alone.
    await refreshNews(db(), newsSource(), ["AAPL", "MSFT", "BRK.B", "TSLA"], NOW);
    await refreshNews(db(), newsSource(), ["AAPL"], NOW);
    await refreshNews(db(), newsSource(), ["MSFT"], NOW);
    expect(await storedArticles()).toBe(5);

    const msft = await listNews(db(), "alpaca", ["MSFT"], 10);
    expect(msft.map((article) => [article.headline, article.url])).toEqual([
      [
        "Microsoft & OpenAI Extend Azure Deal Through 2032",
        "https://www.benzinga.com/markets/tech/26/11/41822950/microsoft-openai-extend-azure-deal",
      ],
      // The javascript: link is gone and the right-to-left override with it.
      ["Click here for free shares", null],
    ]);
    const [berkshire] = await listNews(db(), "alpaca", ["BRK.B"], 10);
    expect(berkshire).toMatchObject({ url: null, symbols: ["BRK.B", "BRK.A"] });
  });

  it("stores each dividend once, keyed by Alpaca's id", async () => {
    const symbols = ["AAPL", "MSFT", "KO", "COST"];
    expect(await refreshDividends(db(), dividendSource(), symbols, NOW)).toEqual({
      symbols: 4,
      received: 5,
      stored: 5,
    });
    await refreshDividends(db(), dividendSource(), symbols, NOW);
    const rows = await db().select().from(dividends).where(eq(dividends.symbol, "KO"));
    expect(rows).toEqual([
      expect.objectContaining({
        exDate: "2026-12-01",
        payDate: null,
        amount: 0.5325,
        currency: null,
      }),
    ]);
    expect((await db().select({ n: count() }).from(dividends))[0]!.n).toBe(5);
  });

  it("gives a week's events by day, and only the caller's watched symbols when asked", async () => {
    const week = await as(null).calendar.week({ week: "2026-12-02", scope: "all" });
    expect(week).toMatchObject({
      week: "2026-11-30",
      previousWeek: "2026-11-23",
      nextWeek: "2026-12-07",
    });
    expect(week.days.map((day) => [day.day, day.dividends.map((d) => d.symbol)])).toEqual([
      ["2026-11-30", []],
      ["2026-12-01", ["KO"]],
      ["2026-12-02", ["COST"]],
      ["2026-12-03", ["MSFT"]],
      ["2026-12-04", []],
      ["2026-12-05", []],
      ["2026-12-06", []],
    ]);
    const { user } = await member(["MSFT"]);
    const mine = await as(user).calendar.week({ week: "2026-11-30", scope: "watchlists" });
    expect(mine.watchedSymbols).toBe(1);
    expect(mine.days.flatMap((day) => day.dividends.map((d) => d.symbol))).toEqual(["MSFT"]);
    const empty = await member([]);
    const none = await as(empty.user).calendar.week({ week: "2026-11-30", scope: "watchlists" });
    expect(none.days.flatMap((day) => day.dividends)).toEqual([]);
  });

  it("puts a filed report on its filing day with its EPS", async () => {
    const facts: unknown = JSON.parse(
      readFileSync("tests/fixtures/edgar/CIK0000320193.json", "utf8"),
    );
    await upsertEarningsReports(db(), "AAPL", deriveEarningsReports(facts));
    await upsertEarningsReports(db(), "AAPL", deriveEarningsReports(facts));
    const week = await as(null).calendar.week({ week: "2024-02-02" });
    const friday = week.days.find((day) => day.day === "2024-02-02");
    expect(friday?.reports).toEqual([
      {
        symbol: "AAPL",
        name: null,
        filed: "2024-02-02",
        form: "10-Q",
        periodEnd: "2023-12-30",
        eps: 2.18,
        months: 3,
      },
    ]);
  });

  it("takes filed reports from the facts the fundamentals refresh reads, without asking EDGAR again", async () => {
    const quoted: SecurityRow = {
      symbol: "AAPL",
      name: "Apple Inc.",
      securityType: "common",
      source: "yahoo",
      historySimulated: false,
      asOf: new Date(),
      lastPrice: 190,
    };
    await upsertSecurities(db(), [quoted]);
    const client = createEdgarClient({
      userAgent: "Marketdesk tests t@example.com",
      baseUrl: edgar.origin,
      backoffMs: 1,
    });
    const heard: string[] = [];
    await refreshCompanyFundamentals(db(), client, undefined, async (symbol, facts) => {
      heard.push(symbol);
      return upsertEarningsReports(db(), symbol, deriveEarningsReports(facts));
    });
    expect(heard).toEqual(["AAPL"]);
    expect(edgar.factsAsked()).toHaveLength(1);
    const week = await as(null).calendar.week({ week: "2023-11-03" });
    expect(week.days.find((day) => day.day === "2023-11-03")?.reports).toEqual([
      {
        symbol: "AAPL",
        name: "Apple Inc.",
        filed: "2023-11-03",
        form: "10-K",
        periodEnd: "2023-09-30",
        eps: 6.13,
        months: 12,
      },
    ]);
  });

  it("lists the reports to come on their day, from today on, and only the watched ones when asked", async () => {
    const today = newYorkToday();
    const quoted = (symbol: string, next: [string, boolean] | null): SecurityRow => ({
      symbol,
      name: `${symbol} Holdings Inc.`,
      securityType: "common",
      source: "yahoo",
      historySimulated: false,
      asOf: new Date(),
      lastPrice: 50,
      ...(next && { nextEarningsDate: next[0], nextEarningsConfirmed: next[1] }),
    });
    await upsertSecurities(db(), [
      quoted("UPA", [addDays(today, 1), true]),
      quoted("UPB", [addDays(today, 2), false]),
      quoted("UPC", [addDays(today, -1), true]), // stale: its refresh is due, so it is no report to come
    ]);
    const upcomingOn = async (
      caller: ReturnType<typeof as>,
      day: string,
      scope: "all" | "watchlists" = "all",
    ) =>
      (await caller.calendar.week({ week: day, scope })).days.find((d) => d.day === day)!.upcoming;
    expect(await upcomingOn(as(null), addDays(today, 1))).toEqual([
      { symbol: "UPA", name: "UPA Holdings Inc.", date: addDays(today, 1), confirmed: true },
    ]);
    expect(await upcomingOn(as(null), addDays(today, 2))).toEqual([
      { symbol: "UPB", name: "UPB Holdings Inc.", date: addDays(today, 2), confirmed: false },
    ]);
    expect(await upcomingOn(as(null), addDays(today, -1))).toEqual([]);

    const { user } = await member(["UPB"]);
    expect(await upcomingOn(as(user), addDays(today, 1), "watchlists")).toEqual([]);
    expect(
      (await upcomingOn(as(user), addDays(today, 2), "watchlists")).map((r) => r.symbol),
    ).toEqual(["UPB"]);

    // A refresh whose quote has no date clears the one stored: the day empties.
    await upsertSecurities(db(), [quoted("UPB", null)]);
    expect(await upcomingOn(as(null), addDays(today, 2))).toEqual([]);
  });

  it("refuses a visitor the watchlist filter, and another person's list", async () => {
    await expect(as(null).calendar.week({ scope: "watchlists" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Sign in to see the events of your watchlists.",
    });
    const alice = await member(["MSFT"]);
    const bob = await member(["AAPL"]);
    await expect(
      as(alice.user).news.ofWatchlist({ watchlistId: bob.listId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const own = await as(bob.user).news.ofWatchlist({ watchlistId: bob.listId });
    // This server runs the simulated market: it says why, and shows no stored article.
    expect(own.absence).toMatch(/^The simulated market has no news/);
    expect(own.articles).toEqual([]);
  });

  it("answers inputs out of bounds with BAD_REQUEST and a sentence", async () => {
    /** The refusal's code, and its first problem: the sentence the client shows (trpc.ts's errorFormatter). */
    const refused = async (call: Promise<unknown>, message: RegExp) => {
      const error = await call.then(
        () => null,
        (reason: unknown) => reason as { code: string; cause?: { issues?: { message: string }[] } },
      );
      expect(error?.code).toBe("BAD_REQUEST");
      expect(error?.cause?.issues?.[0]?.message).toMatch(message);
    };
    const visitor = as(null).calendar;
    await refused(visitor.week({ week: "2026-02-30" }), /real day in the form YYYY-MM-DD/);
    await refused(visitor.week({ week: "next week" }), /YYYY-MM-DD/);
    await refused(visitor.week({ week: "1999-12-27" }), /between 2000 and 2100/);
    await refused(visitor.week({ week: "x".repeat(10_000) }), /in the form YYYY-MM-DD/);
    // @ts-expect-error: a scope that does not exist
    await refused(visitor.week({ scope: "everyone" }), /"all" companies or of your "watchlists"/);
    // @ts-expect-error: a field that does not exist
    await refused(visitor.week({ week: "2026-11-30", symbols: ["AAPL"] }), /symbols|key/i);
    const { user, listId } = await member(["AAPL"]);
    const news = as(user).news;
    await refused(news.ofWatchlist({ watchlistId: listId, limit: 0 }), /at least 1 article/);
    await refused(news.ofWatchlist({ watchlistId: listId, limit: 51 }), /at most 50 articles/);
    await refused(news.ofWatchlist({ watchlistId: listId, limit: 2.5 }), /whole number/);
    await refused(news.ofWatchlist({ watchlistId: "not-a-list" }), /not a watchlist/);
  });
});
