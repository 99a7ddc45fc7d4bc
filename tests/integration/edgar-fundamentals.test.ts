import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getCompanyFundamentals } from "@/features/market/server/data/fundamentals";
import { createEdgarClient } from "@/features/market/server/edgar/create-edgar-client";
import { refreshCompanyFundamentals } from "@/features/market/server/edgar/refresh-company-fundamentals";
import { type SecurityRow, upsertSecurities } from "@/features/market/server/mutations";
import { runScreen } from "@/features/screener/server/data";
import { companyFundamentals, securities } from "@/server/db/schema";
import { startFakeEdgar } from "./fake-edgar";
import { describeEachDatabase } from "./test-databases";

const APPLE = 320193;
const BERKSHIRE = 1067983;
const TESLA = 1318605;
const userAgent = "Marketdesk tests admin@marketdesk.example";

let edgar: Awaited<ReturnType<typeof startFakeEdgar>>;
beforeAll(async () => {
  edgar = await startFakeEdgar({ oversizedCik: TESLA });
});
afterAll(() => edgar.close());

// The real client over HTTP at EDGAR's pace; a 429's pause is a millisecond here.
const client = (agent = userAgent) =>
  createEdgarClient({ userAgent: agent, baseUrl: edgar.origin, backoffMs: 1 });

/** A quoted common stock, as a market refresh stores it, with whatever P/E its provider sent. */
const quoted = (symbol: string, lastPrice: number, peRatio: number | null = null): SecurityRow => ({
  symbol,
  name: symbol,
  securityType: "common",
  source: "yahoo",
  historySimulated: false,
  asOf: new Date(),
  lastPrice,
  peRatio,
});

describeEachDatabase("SEC EDGAR fundamentals through a fake EDGAR", (getHandle) => {
  const db = () => getHandle().db;
  const row = async (symbol: string) =>
    (await db().select().from(securities).where(eq(securities.symbol, symbol)))[0]!;

  beforeAll(async () => {
    await upsertSecurities(db(), [
      quoted("AAPL", 192.5, 31.2),
      quoted("BRK.A", 543_000),
      quoted("BRK.B", 362),
      quoted("GONE", 10),
      quoted("NOSEC", 5),
    ]);
  });

  it("maps tickers to CIKs, stores each figure with its period and filing, and asks once per company", async () => {
    edgar.requests.length = 0;
    expect(await refreshCompanyFundamentals(db(), client())).toEqual({
      asked: 5,
      stored: 3,
      without: 2,
    });
    expect(edgar.factsAsked().sort()).toEqual([APPLE, 99999999, BERKSHIRE].sort());
    expect(edgar.requests.every((r) => r.userAgent === userAgent)).toBe(true);
    expect(edgar.requests.every((r) => r.acceptEncoding.includes("gzip"))).toBe(true);
    const apple = await getCompanyFundamentals(db(), "AAPL");
    expect(apple).toMatchObject({ cik: APPLE, outcome: "stored" });
    expect(apple?.figures?.revenue).toEqual({
      value: 385_706_000_000,
      periodEnd: "2023-12-30",
      filed: "2024-02-02",
    });
    expect(await getCompanyFundamentals(db(), "BRK.B")).toMatchObject({ cik: BERKSHIRE });
    expect(await getCompanyFundamentals(db(), "GONE")).toMatchObject({ outcome: "no-facts" });
    expect(await getCompanyFundamentals(db(), "NOSEC")).toMatchObject({
      cik: null,
      outcome: "no-cik",
    });
  });

  it("keeps per-share inputs so P/E, P/S, P/B and yield follow every price written", async () => {
    const revenuePerShare = 385_706_000_000 / 15_441_881_000;
    const apple = await row("AAPL");
    expect(apple).toMatchObject({
      filedEps: 6.43,
      debtToEquity: 1.458,
      netMargin: 26.1632,
      epsGrowth: 15.9574,
      payoutRatio: 14.7745,
    });
    expect(apple.peRatio).toBeCloseTo(192.5 / 6.43, 10); // EDGAR's EPS wins over the provider's 31.2
    expect(apple.dividendYield).toBeCloseTo((0.95 / 192.5) * 100, 10);
    expect(apple.psRatio).toBeCloseTo(192.5 / revenuePerShare, 3);
    expect(apple.pbRatio).toBeCloseTo(192.5 / (74_100_000_000 / 15_441_881_000), 3);
    await db().update(securities).set({ lastPrice: 250 }).where(eq(securities.symbol, "AAPL"));
    const moved = await row("AAPL");
    expect(moved.peRatio).toBeCloseTo(250 / 6.43, 10);
    expect(moved.dividendYield).toBeCloseTo(0.38, 10);
    // A quote refresh rewrites the row: EDGAR's inputs stay, and the ratios follow its price.
    await upsertSecurities(db(), [quoted("AAPL", 200, 31.2)]);
    const requoted = await row("AAPL");
    expect(requoted.filedEps).toBe(6.43);
    expect(requoted.peRatio).toBeCloseTo(200 / 6.43, 10);
    // No input, no trigger: the provider's P/E stands.
    await upsertSecurities(db(), [quoted("NOSEC", 5, 12.5)]);
    expect((await row("NOSEC")).peRatio).toBe(12.5);
    // Berkshire files no share count in company facts: no per-share figure, so no P/S or P/B.
    expect(await row("BRK.B")).toMatchObject({
      psRatio: null,
      pbRatio: null,
      debtToEquity: 0.2209,
    });
  });

  it("screens on the filed ratios, leaving out symbols without them", async () => {
    const screen = async (filter: Parameters<typeof runScreen>[1]["filter"]) =>
      (
        await runScreen(db(), {
          filter,
          sort: { column: "symbol", direction: "asc" },
          page: 1,
          pageSize: 25,
        })
      ).rows.map((r) => r.symbol);
    expect(await screen({ psRatio: { max: 10 }, pbRatio: { min: 1 } })).toEqual(["AAPL"]);
    expect(await screen({ netMargin: { min: 20 } })).toEqual(["AAPL", "BRK.A", "BRK.B"]);
    expect(await screen({ debtToEquity: { max: 1 } })).toEqual(["BRK.A", "BRK.B"]);
    // Apple's quarter earned 16 % more a share than a year before, and pays out 15 % of its EPS;
    // Berkshire files no diluted EPS, so it has neither.
    expect(await screen({ epsGrowth: { min: 0 } })).toEqual(["AAPL"]);
    expect(await screen({ epsGrowth: { max: 0 } })).toEqual([]);
    expect(await screen({ payoutRatio: { min: 10, max: 20 } })).toEqual(["AAPL"]);
  });

  it("asks nothing again within a day", async () => {
    edgar.requests.length = 0;
    expect(await refreshCompanyFundamentals(db(), client())).toEqual({
      asked: 0,
      stored: 0,
      without: 0,
    });
    expect(edgar.requests).toEqual([]);
  });

  it("is refused without a contact User-Agent, as the SEC refuses", async () => {
    await expect(client("Marketdesk").companyTickers()).rejects.toThrow(/HTTP 403/);
  });
});

describeEachDatabase("a paced EDGAR refresh that is interrupted", (getHandle) => {
  const db = () => getHandle().db;
  beforeAll(async () => {
    await upsertSecurities(db(), [
      quoted("AAPL", 192.5),
      quoted("BRK.B", 362),
      quoted("TSLA", 250),
      quoted("GONE", 10),
    ]);
  });

  it("waits out 429s and goes on", async () => {
    edgar.requests.length = 0;
    edgar.state.tooManyRequests = 2;
    expect(await refreshCompanyFundamentals(db(), client(), 1)).toEqual({
      asked: 1,
      stored: 1,
      without: 0,
    });
    expect(edgar.requests.map((r) => r.path)).toEqual([
      "/files/company_tickers.json",
      "/files/company_tickers.json",
      "/files/company_tickers.json",
      `/api/xbrl/companyfacts/CIK0000${APPLE}.json`,
    ]);
  });

  it("stops when EDGAR keeps refusing, and the next run resumes where it stopped", async () => {
    edgar.requests.length = 0;
    edgar.state.answersLeft = 2; // the tickers and Berkshire's facts, then only 429s
    await expect(refreshCompanyFundamentals(db(), client())).rejects.toThrow(/HTTP 429/);
    const done = await db()
      .select({ symbol: companyFundamentals.symbol })
      .from(companyFundamentals)
      .where(inArray(companyFundamentals.symbol, ["BRK.B", "GONE", "TSLA"]));
    expect(done.map((r) => r.symbol)).toEqual(["BRK.B"]);
    edgar.requests.length = 0;
    edgar.state.answersLeft = Number.POSITIVE_INFINITY;
    expect(await refreshCompanyFundamentals(db(), client())).toEqual({
      asked: 2,
      stored: 0,
      without: 2,
    });
    // GONE and TSLA only; TSLA's 60 MB answer is given up as unreadable, not stored or retried.
    expect(edgar.factsAsked()).toEqual([99999999, TESLA]);
    expect(await getCompanyFundamentals(db(), "TSLA")).toMatchObject({ outcome: "unreadable" });
  });
});
