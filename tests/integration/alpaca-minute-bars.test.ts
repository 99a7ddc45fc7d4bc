import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { tradingDaysEndingOn } from "@/features/market/market-session";
import { createAlpacaFeed } from "@/features/market/server/alpaca/create-alpaca-feed";
import { startQuoteFeed } from "@/features/market/server/quotes/start-quote-feed";
import { createCaller } from "@/server/api/root";
import { dailyBars, minuteBars, securities } from "@/server/db/schema";
import { fakeAlpacaClient, setMondayQuotes } from "./alpaca-test-market";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { startFakeAlpaca } from "./fake-alpaca";
import { describeEachDatabase } from "./test-databases";

let alpaca: Awaited<ReturnType<typeof startFakeAlpaca>>;
beforeAll(async () => {
  alpaca = await startFakeAlpaca();
  setMondayQuotes(alpaca);
});
afterAll(() => alpaca.close());

const SYMBOLS = ["AAPL", "MSFT", "TSLA"];
/** An instant on Monday 23 November 2026 (New York is UTC−5). */
const monday = (time: string) => new Date(`2026-11-23T${time}Z`);
/** A minute bar as the table holds it. */
const bar = (symbol: string, start: string, close: number) => ({
  symbol,
  start: new Date(start),
  open: close,
  high: close,
  low: close,
  close,
  volume: 100,
});
/** What a bar Alpaca streamed at `time` on Monday is, as `market.minuteBars` answers it. */
const stored = (time: string, { o, h, l, c, v }: Record<"o" | "h" | "l" | "c" | "v", number>) => ({
  start: monday(time),
  ...{ open: o, high: h, low: l, close: c, volume: v },
});
describeEachDatabase(
  "a live provider's minute bars (docs/live-market.md#minute-bars)",
  (getHandle) => {
    const db = () => getHandle().db;
    const caller = () =>
      createCaller({
        db: db(),
        log: pino({ level: "silent" }),
        requestId: "t",
        headers: new Headers(requestHeaders(uniqueIp())),
        session: null,
      });
    const storedBars = (symbol: string) =>
      db().select().from(minuteBars).where(eq(minuteBars.symbol, symbol)).orderBy(minuteBars.start);

    beforeAll(async () => {
      // Three symbols with real history (a live refresh's), AAPL's 30 sessions to Friday 20 November.
      await db()
        .insert(securities)
        .values(
          SYMBOLS.map((symbol) => ({
            symbol,
            name: `${symbol} Inc.`,
            securityType: "common" as const,
            lastPrice: 100,
            source: "alpaca",
            historySimulated: false,
            asOf: new Date(),
          })),
        );
      await db()
        .insert(dailyBars)
        .values(
          tradingDaysEndingOn("2026-11-20", 30).map((date, i) => ({
            symbol: "AAPL",
            date,
            open: 150 + i,
            high: 151 + i,
            low: 149 + i,
            close: 150 + i,
            volume: 800_000,
          })),
        );
    });

    it("stores the stream's minute bars, prunes those past five sessions at start, and serves them", async () => {
      // Before the five sessions that end on Friday (the last closed day at Monday 15:00), and within them.
      await db()
        .insert(minuteBars)
        .values([
          bar("AAPL", "2026-11-13T15:00:00Z", 170),
          bar("AAPL", "2026-11-17T15:00:00Z", 175),
        ]);
      const feed = createAlpacaFeed(fakeAlpacaClient(alpaca, { streamSymbols: 2 }), {
        sessionAt: () => "regular",
        batchMs: 5,
      });
      const runner = startQuoteFeed({
        handle: getHandle(),
        feed,
        foldMs: 1_000,
        now: () => monday("20:00:00"),
      });
      try {
        await vi.waitFor(async () =>
          expect((await storedBars("AAPL")).map((row) => row.close)).toEqual([175]),
        );
        await vi.waitFor(() =>
          expect(alpaca.stream.subscriptions()?.bars).toEqual(["AAPL", "MSFT"]),
        );
        const minute = { o: 190, h: 191, l: 189.5, c: 190.5, v: 12_000 };
        alpaca.stream.bar("AAPL", monday("15:31:00"), minute);
        alpaca.stream.bar("AAPL", monday("15:32:00"), { ...minute, c: 190.8 });
        alpaca.stream.bar("MSFT", monday("15:31:00"), { o: 410, h: 411, l: 409, c: 410.5, v: 900 });
        // Alpaca corrects a bar after late trades by sending its minute again.
        alpaca.stream.bar("AAPL", monday("15:32:00"), { ...minute, c: 191, v: 12_500 });
        await vi.waitFor(async () =>
          expect((await storedBars("AAPL")).at(-1)).toMatchObject({ close: 191, volume: 12_500 }),
        );
        await vi.waitFor(async () => expect(await storedBars("MSFT")).toHaveLength(1));

        const today = await caller().market.minuteBars({ symbol: "aapl", sessions: 1 });
        expect(today).toEqual({
          symbol: "AAPL",
          simulated: false,
          source: "alpaca",
          freshness: { kind: "real-time", venue: "IEX" },
          bars: [stored("15:31:00", minute), stored("15:32:00", { ...minute, c: 191, v: 12_500 })],
        });
        // Five sessions end on Monday: Tuesday the 17th is the first.
        const week = await caller().market.minuteBars({ symbol: "AAPL", sessions: 5 });
        expect(week.bars.map((row) => row.close)).toEqual([175, 190.5, 191]);
        expect((await caller().market.minuteBars({ symbol: "TSLA", sessions: 5 })).bars).toEqual(
          [],
        );
      } finally {
        await runner.stop();
      }
      // No feed runs: the stored bars stand, and the answer claims no freshness.
      expect(await caller().market.minuteBars({ symbol: "AAPL", sessions: 1 })).toMatchObject({
        source: "alpaca",
        freshness: null,
      });
    });

    it("refuses what is no ticker or no session count, and says when a stock is not listed", async () => {
      const refusal = (input: unknown) =>
        caller()
          .market.minuteBars(input as { symbol: string; sessions: number })
          .then(
            () => null,
            (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
          );
      expect(await refusal({ symbol: "not a ticker", sessions: 1 })).toBe("BAD_REQUEST");
      expect(await refusal({ symbol: "A".repeat(25), sessions: 1 })).toBe("BAD_REQUEST");
      expect(await refusal({ symbol: "AAPL", sessions: 0 })).toBe("BAD_REQUEST");
      expect(await refusal({ symbol: "AAPL", sessions: 6 })).toBe("BAD_REQUEST");
      expect(await refusal({ symbol: "AAPL", sessions: 2.5 })).toBe("BAD_REQUEST");
      expect(await refusal({ symbol: "ZZZZ", sessions: 1 })).toBe("NOT_FOUND");
    });
  },
);
