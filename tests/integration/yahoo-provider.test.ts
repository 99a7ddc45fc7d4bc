import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { computeTechnicals } from "@/features/market/compute-technicals";
import type { Security } from "@/features/market/parse-listing-row";
import { countSecurities, getRecentDailyBars, getSecurity } from "@/features/market/server/data";
import { finishMarketRefresh, startMarketRefresh } from "@/features/market/server/mutations";
import { runMarketRefresh } from "@/features/market/server/run-market-refresh";
import { createYahooClient } from "@/features/market/server/yahoo-client";
import { createYahooProvider } from "@/features/market/server/yahoo-provider";
import { dailyBars, marketRefreshes, securities } from "@/server/db/schema";
import { createVisitorCaller } from "./create-visitor-caller";
import { type FakeYahoo, fakeYahooForTheFile } from "./fake-yahoo";
import { describeEachDatabase } from "./test-databases";

let yahoo: FakeYahoo;
fakeYahooForTheFile((started) => {
  yahoo = started;
});

// Requests are paced as in production, only faster; 429 pauses are a millisecond here.
const provider = () =>
  createYahooProvider(
    createYahooClient({ requestsPerMinute: 600_000, fetch: yahoo.fetch, backoffMs: 1 }),
  );
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round2 = (value: number) => Math.round(value * 100) / 100;

describe("the Yahoo provider on recorded responses", () => {
  it("reads a year of real daily bars, dropping nothing and dating each session in New York", async () => {
    const { bars, simulated } = await provider().getDailyBars(
      { symbol: "MSFT" } as Security,
      1_260,
    );
    expect(simulated).toBe(false);
    expect(bars).toHaveLength(252);
    expect(bars[0]!.date).toBe("2021-02-01");
    expect(bars.at(-1)!.date).toBe("2022-01-28");
    expect(bars.every((bar) => bar.low <= bar.close && bar.close <= bar.high)).toBe(true);
    // Every technical is defined on a full year; the 200-day average is the plain mean of 200 closes.
    const technicals = computeTechnicals(bars);
    expect(technicals.sma200).toBe(round2(mean(bars.slice(-200).map((bar) => bar.close))));
    expect(technicals.rsi14).toBeGreaterThan(0);
    expect(technicals.rsi14).toBeLessThan(100);
    expect(technicals.high52w).toBe(round2(Math.max(...bars.map((bar) => bar.high))));
  });

  it("reads a company's beta, business summary and website from quoteSummary, and nulls for what Yahoo leaves out", async () => {
    const apple = await provider().getCompanyProfile!("AAPL");
    expect(apple).toMatchObject({ beta: 1.085, website: "https://www.apple.com/" });
    expect(apple.description).toMatch(
      /^Apple Inc\. designs, manufactures.*headquartered in Cupertino, California\.$/,
    );
    expect(await provider().getCompanyProfile!("AMZN")).toEqual({
      beta: 1.443,
      website: null,
      description: null,
    }); // no recorded summaryProfile
    expect(await provider().getCompanyProfile!("ZZZZ")).toEqual({
      beta: null,
      website: null,
      description: null,
    }); // "Quote not found"
    const asked = yahoo.requests.filter((request) =>
      request.includes("/v10/finance/quoteSummary/AAPL"),
    );
    expect(new URL(`https://${asked.at(-1)}`).searchParams.get("modules")).toBe(
      "summaryDetail,summaryProfile",
    );
  });

  it("says a symbol Yahoo does not know is not found", async () => {
    await expect(provider().getDailyBars({ symbol: "ZZZZ" } as Security, 21)).rejects.toThrow(
      /No data found/,
    );
  });
});

describeEachDatabase("a live refresh from Yahoo (recorded responses)", (getHandle) => {
  const db = () => getHandle().db;
  const progress: Array<[string, number, number]> = [];
  let universe = 0;
  let firstRequest = 0;

  beforeAll(async () => {
    firstRequest = yahoo.requests.length;
    const outcome = await runMarketRefresh(db(), provider(), (done, total, phase) => {
      progress.push([phase, done, total]);
    });
    expect(outcome).toEqual({ status: "succeeded", written: 3 });
    universe = await countSecurities(db());
  }, 120_000);

  it("seeds the universe from the snapshot, then re-quotes all of it in batches of 100 with Yahoo's crumb", () => {
    expect(universe).toBeGreaterThan(7_000);
    const quotes = yahoo.requests
      .slice(firstRequest)
      .filter((request) => request.includes("/v7/finance/quote"));
    expect(quotes).toHaveLength(Math.ceil(universe / 100));
    expect(
      quotes.every(
        (request) =>
          new URL(`https://${request}`).searchParams.get("crumb") === yahoo.currentCrumb(),
      ),
    ).toBe(true);
    const symbols = quotes.flatMap((request) =>
      new URL(`https://${request}`).searchParams.get("symbols")!.split(","),
    );
    expect(symbols).toContain("BRK-B"); // Yahoo's spelling of our BRK.B
    expect(symbols).not.toContain("BRK.B");
    expect(progress.filter(([phase]) => phase === "quotes").at(-1)).toEqual([
      "quotes",
      universe,
      universe,
    ]);
    expect(progress.at(-1)).toEqual(["history", 3, 3]);
  });

  it("writes the recorded quotes, and leaves what Yahoo did not answer as it was", async () => {
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      name: "Apple Inc.",
      exchange: "NASDAQ",
      lastPrice: 333.69,
      change: 3.37,
      changePct: 1.0202,
      volume: 31_878_433,
      marketCap: 4_869_931_925_504,
      source: "yahoo",
      historySimulated: false,
    });
    expect(await getSecurity(db(), "GOOG")).toMatchObject({
      exchange: "NASDAQ",
      lastPrice: 340.35,
      source: "yahoo",
    });
    expect(await getSecurity(db(), "MSFT")).toMatchObject({
      source: "snapshot",
      historySimulated: true,
    });
    const [refresh] = await db()
      .select()
      .from(marketRefreshes)
      .orderBy(sql`${marketRefreshes.id} desc`)
      .limit(1);
    expect(refresh).toMatchObject({
      provider: "yahoo",
      status: "succeeded",
      phase: "history",
      done: 3,
      total: 3,
      error: null,
    });
  });

  it("stores each quote's valuation figures and each company's profile; the 2021 listing has none", async () => {
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      ...{
        open: 333.205,
        previousClose: 330.32,
        dayLow: 330.61,
        dayHigh: 334.54,
        sharesOutstanding: 14_594_180_000,
      },
      ...{ peRatio: 37.8763, forwardPe: 34.8216, eps: 8.81, dividendYield: 0.3179 }, // trailingAnnualDividendYield 0.0031787355, in percent
      ...{
        beta: 1.085,
        website: "https://www.apple.com/",
        description: expect.stringMatching(/^Apple Inc\. designs/),
        fundamentalsAsOf: expect.any(Date),
      },
    });
    // Amazon paid no dividend (Yahoo's trailing yield 0) and has no recorded profile: unknown, never 0 or "".
    expect(await getSecurity(db(), "AMZN")).toMatchObject({
      peRatio: 19.9619,
      dividendYield: null,
      beta: 1.443,
      website: null,
      description: null,
      fundamentalsAsOf: expect.any(Date),
    });
    expect(await getSecurity(db(), "GOOG")).toMatchObject({
      dividendYield: 0.2538,
      beta: 1.225,
      website: "https://abc.xyz/",
    });
    expect(await getSecurity(db(), "MSFT")).toMatchObject({
      peRatio: null,
      eps: null,
      dividendYield: null,
      beta: null,
      description: null,
      fundamentalsAsOf: null,
    });
  });

  it("asks for a profile again only once it is a month old, and keeps profiles through quote refreshes", async () => {
    const profiles = (from: number) =>
      yahoo.requests
        .slice(from)
        .filter((request) => request.includes("/v10/finance/quoteSummary/"));
    let from = yahoo.requests.length;
    expect(await runMarketRefresh(db(), provider())).toEqual({ status: "succeeded", written: 3 });
    expect(profiles(from)).toEqual([]);
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      beta: 1.085,
      website: "https://www.apple.com/",
    });
    await db()
      .update(securities)
      .set({ fundamentalsAsOf: sql`now() - interval '31 days'` })
      .where(eq(securities.symbol, "GOOG"));
    from = yahoo.requests.length;
    await runMarketRefresh(db(), provider());
    expect(profiles(from).map((request) => request.split("?")[0])).toEqual([
      "query2.finance.yahoo.com/v10/finance/quoteSummary/GOOG",
    ]);
  }, 120_000);

  it("stores null, never 0 or a bad link, for figures Yahoo sends missing or garbled", async () => {
    await db()
      .update(securities)
      .set({ fundamentalsAsOf: null })
      .where(eq(securities.symbol, "AAPL"));
    const restore = yahoo.patch("AAPL", {
      quote: {
        trailingPE: 0,
        forwardPE: -3.2,
        sharesOutstanding: 0,
        regularMarketOpen: undefined,
        regularMarketDayLow: -1,
        epsTrailingTwelveMonths: -1.25,
        trailingAnnualDividendYield: 0,
      },
      summaryDetail: { beta: "NaN" },
      summaryProfile: { website: "javascript:alert(1)", longBusinessSummary: "   " },
    });
    try {
      await runMarketRefresh(db(), provider());
    } finally {
      restore();
    }
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      ...{
        lastPrice: 333.69,
        peRatio: null,
        forwardPe: null,
        sharesOutstanding: null,
        open: null,
        dayLow: null,
        dividendYield: null,
      },
      ...{
        eps: -1.25,
        previousClose: 330.32,
        beta: null,
        website: null,
        description: null,
        fundamentalsAsOf: expect.any(Date),
      },
    });
    await db()
      .update(securities)
      .set({ fundamentalsAsOf: null })
      .where(eq(securities.symbol, "AAPL"));
    await runMarketRefresh(db(), provider()); // the recorded answers again, for the tests below
    expect(await getSecurity(db(), "AAPL")).toMatchObject({ peRatio: 37.8763, beta: 1.085 });
  }, 120_000);

  it("stores the next report Yahoo announces after its quote, and clears it when a refresh has none", async () => {
    // Recorded: each quote's earningsTimestamp is the last report, the Start the next one.
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      nextEarningsDate: "2026-10-29",
      nextEarningsConfirmed: true,
    });
    expect(await getSecurity(db(), "AMZN")).toMatchObject({
      nextEarningsDate: "2026-10-29",
      nextEarningsConfirmed: false,
    });
    expect(await getSecurity(db(), "GOOG")).toMatchObject({
      nextEarningsDate: "2026-10-28",
      nextEarningsConfirmed: false,
    });
    expect(await getSecurity(db(), "MSFT")).toMatchObject({
      nextEarningsDate: null,
      nextEarningsConfirmed: null,
    }); // the 2021 listing announces nothing
    // Yahoo drops Apple's coming date (only the past report left): the stored one goes, never kept stale.
    const restore = yahoo.patch("AAPL", {
      quote: {
        earningsTimestampStart: undefined,
        earningsTimestampEnd: undefined,
        isEarningsDateEstimate: undefined,
      },
    });
    try {
      await runMarketRefresh(db(), provider());
    } finally {
      restore();
    }
    expect(await getSecurity(db(), "AAPL")).toMatchObject({
      nextEarningsDate: null,
      nextEarningsConfirmed: null,
    });
    await runMarketRefresh(db(), provider()); // the recorded answers again, for the tests below
    expect(await getSecurity(db(), "AAPL")).toMatchObject({ nextEarningsDate: "2026-10-29" });
  }, 120_000);

  it("stores real daily bars and derives the technicals from them; a symbol without history gets none", async () => {
    const bars = (await getRecentDailyBars(db(), ["AAPL"], 1_260)).get("AAPL")!;
    expect(bars).toHaveLength(49);
    expect([bars[0]!.date, bars.at(-1)!.date]).toEqual(["2020-08-31", "2020-11-06"]);
    const apple = await getSecurity(db(), "AAPL");
    expect(apple!.sma20).toBe(round2(mean(bars.slice(-20).map((bar) => bar.close))));
    expect(apple!.sma50).toBeNull(); // 49 sessions are not enough for a 50-day average
    // The month a watchlist row draws: the stock page's 1M chart, to a quote's precision.
    expect(apple!.monthCloses).toBe(
      bars
        .slice(-21)
        .map((bar) => Math.round(bar.close * 10_000) / 10_000)
        .join(","),
    );
    expect(await getSecurity(db(), "AMZN")).toMatchObject({
      source: "yahoo",
      sma20: null,
      rsi14: null,
    }); // its chart is a 404
  });

  it("serves the chart from the stored history, marked real", async () => {
    const caller = createVisitorCaller(db());
    const chart = await caller.market.dailyBars({ symbol: "aapl", range: "1M" });
    expect(chart.simulated).toBe(false);
    expect(chart.bars).toHaveLength(21);
    expect(chart.bars.at(-1)!.date).toBe("2020-11-06");
    expect((await caller.market.dailyBars({ symbol: "MSFT", range: "1M" })).simulated).toBe(true);
    expect(await caller.market.status()).toMatchObject({
      total: universe,
      live: 3,
      source: "yahoo", // the notice names the provider of the live quotes
      lastRefresh: { status: "succeeded" },
    });
  });

  it("screens only what Yahoo still quotes: the symbols left on the 2021 snapshot drop out", async () => {
    const caller = createVisitorCaller(db());
    const screen = await caller.screener.run({
      filter: {},
      sort: { column: "marketCap", direction: "desc" },
      page: 1,
      pageSize: 25,
    });
    expect(screen.rows.map((row) => row.symbol)).toEqual(["AAPL", "GOOG", "AMZN"]);
    expect(
      (await caller.screener.options()).sectors.reduce((sum, option) => sum + option.count, 0),
    ).toBe(3);
    expect(await caller.market.status()).toMatchObject({ live: 3 });
  });

  it("a second refresh waits out Yahoo's 429s and replaces bars by date, never duplicating them", async () => {
    const count = async () =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(dailyBars)
            .where(eq(dailyBars.symbol, "AAPL"))
        )[0]!.n,
      );
    const before = await count();
    yahoo.answerTooManyRequests(2);
    const from = yahoo.requests.length;
    expect(await runMarketRefresh(db(), provider())).toEqual({ status: "succeeded", written: 3 });
    expect(await count()).toBe(before);
    expect(
      yahoo.requests.slice(from).filter((request) => request.includes("/v8/finance/chart/AAPL")),
    ).toHaveLength(1); // nothing restated
  }, 120_000);

  it("replaces a symbol's whole history when Yahoo restates it, as after a split", async () => {
    const closes = async () =>
      (await getRecentDailyBars(db(), ["AAPL"], 1_260)).get("AAPL")!.map((bar) => bar.close);
    const recorded = await closes();
    // The stored history on the old basis, as it would be before a 4-for-1 split.
    await db()
      .update(dailyBars)
      .set({ open: sql`open * 4`, high: sql`high * 4`, low: sql`low * 4`, close: sql`close * 4` })
      .where(eq(dailyBars.symbol, "AAPL"));
    const from = yahoo.requests.length;
    expect(await runMarketRefresh(db(), provider())).toEqual({ status: "succeeded", written: 3 });
    expect(await closes()).toEqual(recorded);
    expect(
      yahoo.requests.slice(from).filter((request) => request.includes("/v8/finance/chart/AAPL")),
    ).toHaveLength(2); // the update, then the whole history
    // And the month a watchlist shows is the restated one, not the old basis.
    expect((await getSecurity(db(), "AAPL"))!.monthCloses!.split(",").map(Number)).toEqual(
      recorded.slice(-21).map((close) => Math.round(close * 10_000) / 10_000),
    );
  }, 120_000);

  it("signs in again when Yahoo expires the crumb, even after a dropped connection while signing in", async () => {
    // yahoo-finance2 alone would keep failing here: it caches the crumb, and a failed sign-in, for the process.
    yahoo.expireCrumb();
    yahoo.dropNextConnection("finance.yahoo.com/quote/");
    const from = yahoo.requests.length;
    expect(await runMarketRefresh(db(), provider())).toEqual({ status: "succeeded", written: 3 });
    expect(
      yahoo.requests
        .slice(from)
        .some((request) => request.endsWith(`crumb=${yahoo.currentCrumb()}`)),
    ).toBe(true);
  }, 120_000);

  it("stops when Yahoo keeps refusing, and records the refresh as failed with the reason", async () => {
    yahoo.answerTooManyRequests(9); // three batches, three attempts each
    await expect(runMarketRefresh(db(), provider())).rejects.toThrow(
      "Yahoo Finance did not answer three quote requests in a row: Too Many Requests",
    );
    const [refresh] = await db()
      .select()
      .from(marketRefreshes)
      .orderBy(sql`${marketRefreshes.id} desc`)
      .limit(1);
    expect(refresh).toMatchObject({
      status: "failed",
      error: expect.stringContaining("three quote requests in a row"),
    });
    expect(await getSecurity(db(), "AAPL")).toMatchObject({ source: "yahoo", lastPrice: 333.69 }); // the last good data stays
  });

  it("runs one refresh at a time across nodes, and takes over from one that stopped reporting", async () => {
    const running = await startMarketRefresh(db(), "yahoo");
    expect(running).not.toBeNull();
    expect(await runMarketRefresh(db(), provider())).toEqual({
      status: "skipped",
      reason: "another market-data refresh is running",
    });
    await db()
      .update(marketRefreshes)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(marketRefreshes.id, running!));
    const next = await startMarketRefresh(db(), "yahoo");
    expect(next).not.toBeNull();
    const [abandoned] = await db()
      .select()
      .from(marketRefreshes)
      .where(eq(marketRefreshes.id, running!));
    expect(abandoned).toMatchObject({
      status: "failed",
      error: "Abandoned: no progress for 15 minutes.",
    });
    await finishMarketRefresh(db(), next!, null);
  });
});
