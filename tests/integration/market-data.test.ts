import { eq, inArray, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { chartRanges } from "@/features/market/chart-ranges";
import { fillSimulatedMonthCloses } from "@/features/market/server/mutations";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { presets } from "@/features/screener/presets";
import { getScreenOptions, runScreen } from "@/features/screener/server/data";
import { securities } from "@/server/db/schema";
import { describeEachDatabase } from "./test-databases";

describeEachDatabase("market data from the bundled snapshot", (getHandle) => {
  let written = 0;
  const progress: number[] = [];
  beforeAll(async () => {
    written = await refreshMarketData(
      getHandle().db,
      createSnapshotProvider(),
      (done, _total, phase) => {
        if (phase === "history") progress.push(done);
      },
    );
  }, 120_000);

  it("writes the whole universe, reporting progress", async () => {
    expect(written).toBeGreaterThan(7_000);
    const [row] = await getHandle().db.select({ n: sql<number>`count(*)::int` }).from(securities);
    expect(Number(row!.n)).toBe(written);
    expect(progress.at(-1)).toBe(written);
  });

  it("stores one symbol format, and a missing market cap as NULL, never 0", async () => {
    const [berkshire] = await getHandle()
      .db.select()
      .from(securities)
      .where(eq(securities.symbol, "BRK.B"));
    expect(berkshire).toMatchObject({
      name: "Berkshire Hathaway Inc.",
      securityType: "common",
      source: "snapshot",
      historySimulated: true,
    });
    const zero = await getHandle()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(securities)
      .where(eq(securities.marketCap, 0));
    expect(Number(zero[0]!.n)).toBe(0);
    const missing = await getHandle()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(securities)
      .where(isNull(securities.marketCap));
    expect(Number(missing[0]!.n)).toBeGreaterThan(0);
  });

  it("lists Berkshire's classes among the mega caps, with the company's cap (docs/live-market.md#correct-data-everywhere)", async () => {
    const mega = presets.find((preset) => preset.id === "mega-caps")!;
    const { rows, ignored } = await runScreen(getHandle().db, {
      filter: mega.filter,
      sort: mega.sort,
      page: 1,
      pageSize: 100,
    });
    expect(ignored).toEqual([]);
    expect(rows.map((row) => row.symbol)).toEqual(expect.arrayContaining(["BRK.A", "BRK.B"]));
    const berkshire = rows.find((row) => row.symbol === "BRK.B")!;
    expect(berkshire.marketCap).toBeGreaterThan(500e9);
  });

  it("leaves out, and names, the screener's filters the 2021 listing has no data for", async () => {
    const { unavailable, exchanges } = await getScreenOptions(getHandle().db);
    expect(exchanges).toEqual([]);
    expect(unavailable).toEqual(expect.arrayContaining(["exchanges", "peRatio", "dividendYield"]));
    expect(unavailable).not.toContain("marketCap");
  });

  it("stores no valuation figures or profile: the 2021 listing has none, and unknown is NULL", async () => {
    const known = sql<number>`count(*) filter (where ${securities.peRatio} is not null or ${securities.dividendYield} is not null or ${securities.eps} is not null or ${securities.open} is not null or ${securities.sharesOutstanding} is not null or ${securities.beta} is not null or ${securities.description} is not null or ${securities.fundamentalsAsOf} is not null)::int`;
    const [row] = await getHandle().db.select({ known }).from(securities);
    expect(Number(row!.known)).toBe(0);
  });

  it("derives technicals for every priced symbol, and a second refresh replaces rather than duplicates", async () => {
    const [apple] = await getHandle()
      .db.select()
      .from(securities)
      .where(eq(securities.symbol, "AAPL"));
    expect(apple!.sma200).not.toBeNull();
    expect(apple!.rsi14).toBeGreaterThanOrEqual(0);
    expect(apple!.rsi14).toBeLessThanOrEqual(100);
    expect(apple!.fromHigh52w).toBeLessThanOrEqual(0);
    // The month a watchlist row draws is the simulated chart's 1M range, which ends at the snapshot's price.
    const { bars } = await createSnapshotProvider().getDailyBars(apple!, chartRanges["1M"]);
    expect(apple!.monthCloses).toBe(bars.map((bar) => bar.close).join(","));
    expect(apple!.monthCloses!.endsWith(`,${apple!.lastPrice}`)).toBe(true);
    // A refresh of part of the universe (as a live provider's batch would be) replaces those rows.
    const snapshot = createSnapshotProvider();
    const whole = await snapshot.listSecurities([]);
    const part = {
      ...snapshot,
      listSecurities: async () => ({ ...whole, securities: whole.securities.slice(0, 200) }),
    };
    expect(await refreshMarketData(getHandle().db, part)).toBe(200);
    const [row] = await getHandle().db.select({ n: sql<number>`count(*)::int` }).from(securities);
    expect(Number(row!.n)).toBe(written);
  }, 120_000);

  it("gives a database from before the month was stored the months its refresh would have stored, once", async () => {
    const db = getHandle().db;
    const months = () =>
      db
        .select({ symbol: securities.symbol, monthCloses: securities.monthCloses })
        .from(securities)
        .where(inArray(securities.symbol, ["AAPL", "MSFT"]))
        .orderBy(securities.symbol);
    const stored = await months();
    await db
      .update(securities)
      .set({ monthCloses: null })
      .where(inArray(securities.symbol, ["AAPL", "MSFT"]));
    expect(await fillSimulatedMonthCloses(db)).toBe(2);
    expect(await months()).toEqual(stored);
    expect(await fillSimulatedMonthCloses(db)).toBe(0);
  });
});
