import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { averageDailyChanges } from "@/features/market/average-daily-changes";
import { chainDailyChanges } from "@/features/market/chain-daily-changes";
import { lastClosedTradingDay, tradingDaysEndingOn } from "@/features/market/market-session";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { dailyBars, securities } from "@/server/db/schema";
import { callTrpc } from "./call-trpc";
import { createVisitorCaller } from "./create-visitor-caller";
import { describeEachDatabase } from "./test-databases";

/** Three listed stocks of the average (caps 6, 3 and 1 billion) and two it leaves out. */
const IN = ["AVGA", "AVGB", "AVGC"];
const CAPS = [6e9, 3e9, 1e9];

describeEachDatabase("the market average (docs/product.md#stock-page-chart)", (getHandle) => {
  const db = () => getHandle().db;
  const caller = () => createVisitorCaller(db());
  const days = tradingDaysEndingOn(lastClosedTradingDay(new Date()), 30);

  beforeAll(async () => {
    const now = new Date();
    const row = (symbol: string, marketCap: number, extra = {}) => ({
      symbol,
      name: `${symbol} Inc. Common Stock`,
      securityType: "common" as const,
      marketCap,
      lastPrice: 50,
      changePct: 1,
      volume: 1_000_000,
      source: "snapshot",
      historySimulated: true,
      asOf: now,
      ...extra,
    });
    await db()
      .insert(securities)
      .values([
        ...IN.map((symbol, i) => row(symbol, CAPS[i]!)),
        row("AVGW", 9e9, { securityType: "warrant" as const }),
        row("AVGS", 9e9, { asOf: new Date(now.getTime() - 30 * 86_400_000) }), // no longer listed
      ]);
  });

  it("is worked out from the constituents' simulated charts, closed sessions only, and says so", async () => {
    // A month, then three (the month's days kept, the ones before added).
    for (const [range, sessions] of [
      ["1M", 21],
      ["3M", 63],
    ] as const) {
      const average = await caller().market.averageBars({ range });
      expect(average).toMatchObject({ symbol: "@market", simulated: true, constituents: 3 });
      // The simulator has not run: history ends on the snapshot's day.
      expect(average.bars).toHaveLength(sessions);
      expect(average.bars.at(-1)?.date).toBe("2021-02-26");
      expect(average.bars[0]?.close).toBe(100);
      // The same bars each constituent's own chart draws, averaged by cap and chained.
      const charts = await Promise.all(
        IN.map((symbol) => caller().market.dailyBars({ symbol, range })),
      );
      const unweighted = chainDailyChanges(
        averageDailyChanges(charts.map(({ bars }) => ({ shares: 1, bars }))),
      );
      // Shares are cap ÷ price: 120, 60 and 20 million.
      const weighted = chainDailyChanges(
        averageDailyChanges(charts.map(({ bars }, i) => ({ shares: CAPS[i]! / 50, bars }))),
      );
      expect(average.bars).toEqual(weighted);
      expect(average.bars).not.toEqual(unweighted);
    }
  });

  it("is worked out in SQL from stored bars once they are real, a missing day sat out", async () => {
    const stored = IN.flatMap((symbol, i) =>
      days.flatMap((date, d) =>
        // AVGC has no bar on one day of the month.
        symbol === "AVGC" && d === 20
          ? []
          : [
              {
                symbol,
                date,
                open: 1,
                high: 1,
                low: 1,
                close: 40 + i * 5 + ((d * (i + 2)) % 7),
                volume: 100,
              },
            ],
      ),
    );
    await db().insert(dailyBars).values(stored);
    await db()
      .update(securities)
      .set({ historySimulated: false })
      .where(inArray(securities.symbol, IN));
    const average = await caller().market.averageBars({ range: "1M" });
    expect(average).toMatchObject({ simulated: false, constituents: 3 });
    const expected = chainDailyChanges(
      averageDailyChanges(
        IN.map((symbol, i) => ({
          shares: CAPS[i]! / 50,
          bars: stored.filter((bar) => bar.symbol === symbol && bar.date >= days.at(-22)!),
        })),
      ).slice(1),
    );
    expect(average.bars.map((bar) => bar.date)).toEqual(days.slice(-21));
    expect(average.bars.map((bar) => bar.close)).toEqual(
      expected.map((bar) => expect.closeTo(bar.close, 3)),
    );
    const year = await caller().market.averageBars({ range: "1Y" });
    expect(year.bars.map((bar) => bar.date)).toEqual(days);
  });

  it("refuses a range it does not draw with BAD_REQUEST and a sentence", async () => {
    const handler = createTrpcRequestHandler({ getDb: db });
    for (const range of ["1D", "2W", 5]) {
      const answer = await callTrpc(handler, "market.averageBars", { input: { range } });
      expect(answer.error).toEqual({
        code: "BAD_REQUEST",
        message: expect.stringContaining("Choose a range of 1M, 3M, 6M, YTD, 1Y, 5Y or All."),
      });
    }
  });
});
