import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Security } from "@/features/market/parse-listing-row";
import { createAlpacaProvider } from "@/features/market/server/alpaca/create-alpaca-provider";
import {
  getMarketDataSummary,
  getRecentDailyBars,
  getSecurity,
} from "@/features/market/server/data";
import { runMarketRefresh } from "@/features/market/server/run-market-refresh";
import { securities } from "@/server/db/schema";
import { fakeAlpacaClient, setMondayQuotes } from "./alpaca-test-market";
import { startFakeAlpaca } from "./fake-alpaca";
import { dailyBar } from "./fake-alpaca-market";
import { describeEachDatabase } from "./test-databases";

let alpaca: Awaited<ReturnType<typeof startFakeAlpaca>>;
beforeAll(async () => {
  alpaca = await startFakeAlpaca({ barsPerPage: 100 });
  setMondayQuotes(alpaca);
});
afterAll(() => alpaca.close());
beforeEach(() => void (alpaca.requests.length = 0));

const known = (symbol: string, fields: Partial<Security> = {}) =>
  ({
    symbol,
    name: `${symbol} Inc.`,
    lastPrice: 100,
    marketCap: 1_000_000_000,
    sharesOutstanding: null,
    eps: 5,
    peRatio: 20,
    ...fields,
  }) as Security;

describe("the Alpaca provider against a local Alpaca (the real SDK over HTTP)", () => {
  it("re-quotes the known universe from snapshots, 200 symbols a request, leaving out what Alpaca does not know", async () => {
    const universe = [
      known("AAPL"),
      known("MSFT", { sharesOutstanding: 7_000_000_000 }),
      ...Array.from({ length: 398 }, (_, i) => known(`Z${i}`)),
    ];
    const { asOf, securities } = await createAlpacaProvider(
      fakeAlpacaClient(alpaca),
    ).listSecurities(universe);
    const snapshots = alpaca.requests.filter((url) => url.pathname === "/v2/stocks/snapshots");
    expect(snapshots.map((url) => url.searchParams.get("symbols")!.split(",").length)).toEqual([
      200, 200,
    ]);
    expect(snapshots.every((url) => url.searchParams.get("feed") === "iex")).toBe(true);
    expect(asOf).toEqual(new Date("2026-11-23T15:30:00Z"));
    expect(securities.map((security) => security.symbol)).toEqual(["AAPL", "MSFT"]);
    expect(securities[0]).toMatchObject({
      name: "AAPL Inc.",
      lastPrice: 190,
      previousClose: 188,
      change: 2,
      changePct: 1.0638,
      open: 189,
      dayHigh: 191,
      dayLow: 188,
      volume: 900_000,
      marketCap: 1_900_000_000, // the shares the last cap and price imply (10 M), at the new price
      peRatio: 38, // the price over the stored earnings per share
    });
    expect(securities[1]!.marketCap).toBe(7_000_000_000 * 410);
  });

  it("before the day's first trade, takes the last daily bar as the previous close and leaves the day's figures empty", async () => {
    alpaca.market.setSnapshot("NVDA", {
      price: 141,
      tradeAt: "2026-11-24T12:00:00Z", // Tuesday's pre-market; the daily bar is still Monday's
      day: dailyBar("2026-11-23", 140, 300_000),
      previous: dailyBar("2026-11-20", 138, 300_000),
    });
    const [nvidia] = (
      await createAlpacaProvider(fakeAlpacaClient(alpaca)).listSecurities([known("NVDA")])
    ).securities;
    expect(nvidia).toMatchObject({
      lastPrice: 141,
      previousClose: 140,
      change: 1,
      open: null,
      dayHigh: null,
      dayLow: null,
      volume: 0,
    });
  });

  it("reads split-adjusted daily bars across pages, dated in New York, oldest first", async () => {
    const days = Array.from({ length: 250 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    alpaca.market.bars.set(
      "AAPL",
      days.map((date, i) => dailyBar(date, 100 + i, 1_000 + i)),
    );
    const { bars, simulated } = await createAlpacaProvider(fakeAlpacaClient(alpaca)).getDailyBars(
      known("AAPL"),
      240,
    );
    expect(simulated).toBe(false);
    expect(bars).toHaveLength(240);
    expect(bars[0]).toEqual({
      date: days[10],
      open: 109,
      high: 111,
      low: 108,
      close: 110,
      volume: 1_010,
    });
    expect(bars.at(-1)!.date).toBe(days.at(-1));
    const pages = alpaca.requests.filter((url) => url.pathname === "/v2/stocks/AAPL/bars");
    expect(pages.map((url) => url.searchParams.get("page_token"))).toEqual([null, "100", "200"]);
    expect(Object.fromEntries(pages[0]!.searchParams)).toMatchObject({
      timeframe: "1Day",
      adjustment: "split",
      feed: "iex",
    });
  });

  it("waits out a 429 until the reset Alpaca names, then gets its answer", async () => {
    alpaca.answerTooManyRequests(2);
    const { securities } = await createAlpacaProvider(fakeAlpacaClient(alpaca)).listSecurities([
      known("TSLA"),
    ]);
    expect(securities.map((security) => security.lastPrice)).toEqual([250]);
    expect(alpaca.requests).toHaveLength(3);
  });

  it("sends the key on every request, and says so when Alpaca refuses it", async () => {
    const provider = createAlpacaProvider(fakeAlpacaClient(alpaca, { secret: "not-the-secret" }));
    await expect(provider.getDailyBars(known("AAPL"), 10)).rejects.toThrow(/not authorized/);
    await expect(provider.listSecurities([known("AAPL")])).resolves.toMatchObject({
      securities: [],
    });
    await expect(
      provider.listSecurities(Array.from({ length: 600 }, (_, i) => known(`Z${i}`))),
    ).rejects.toThrow(/Alpaca did not answer three snapshot requests in a row/);
  });
});

describeEachDatabase("a live refresh from Alpaca", (getHandle) => {
  it("re-quotes the universe, stores real history, and the notice's source is Alpaca", async () => {
    alpaca.market.snapshots.clear();
    setMondayQuotes(alpaca); // AAPL, MSFT and TSLA
    alpaca.market.bars.set("AAPL", [
      dailyBar("2026-11-20", 188, 800_000),
      dailyBar("2026-11-23", 190, 900_000),
    ]);
    const db = getHandle().db;
    const outcome = await runMarketRefresh(db, createAlpacaProvider(fakeAlpacaClient(alpaca)));
    expect(outcome).toEqual({ status: "succeeded", written: 3 });
    expect(await getSecurity(db, "AAPL")).toMatchObject({
      lastPrice: 190,
      previousClose: 188,
      source: "alpaca",
    });
    expect(
      (await getRecentDailyBars(db, ["AAPL"], 5)).get("AAPL")!.map((bar) => bar.close),
    ).toEqual([188, 190]);
    expect(await getMarketDataSummary(db)).toMatchObject({ live: 3, source: "alpaca" });
  }, 240_000);

  it("clears a next earnings date a former provider stored: Alpaca announces none", async () => {
    const db = getHandle().db;
    await db
      .update(securities)
      .set({ nextEarningsDate: "2026-12-03", nextEarningsConfirmed: true })
      .where(eq(securities.symbol, "AAPL"));
    await runMarketRefresh(db, createAlpacaProvider(fakeAlpacaClient(alpaca)));
    expect(await getSecurity(db, "AAPL")).toMatchObject({
      lastPrice: 190,
      nextEarningsDate: null,
      nextEarningsConfirmed: null,
    });
  }, 240_000);
});
