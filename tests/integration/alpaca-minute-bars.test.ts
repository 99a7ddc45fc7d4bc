import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { computeTechnicals } from "@/features/market/compute-technicals";
import type { LiveQuote } from "@/features/market/live-quote";
import { tradingDaysEndingOn } from "@/features/market/market-session";
import { createAlpacaFeed } from "@/features/market/server/alpaca/create-alpaca-feed";
import { closeLiveDay } from "@/features/market/server/close-live-day";
import { getRecentDailyBars, getSecurity } from "@/features/market/server/data";
import { isDayClosed } from "@/features/market/server/data/day-close";
import { writeQuotes } from "@/features/market/server/mutations/write-quotes";
import { createStreamsBySymbol } from "@/features/market/server/quotes/create-streams-by-symbol";
import { startQuoteFeed } from "@/features/market/server/quotes/start-quote-feed";
import { startDayCloses } from "@/features/market/server/start-day-closes";
import { dailyBars, marketDayCloses, minuteBars, securities } from "@/server/db/schema";
import { fakeAlpacaClient, setMondayQuotes } from "./alpaca-test-market";
import { createVisitorCaller } from "./create-visitor-caller";
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
/** A stored quote of Alpaca's, Monday's regular session unless told otherwise. */
const quote = (symbol: string, more: Partial<LiveQuote>): LiveQuote => ({
  symbol,
  price: 195,
  bid: null,
  ask: null,
  open: 189,
  high: 196,
  low: 188,
  volume: 1_000_000,
  previousClose: 179,
  regularClose: null,
  session: "regular",
  asOf: monday("20:59:00"),
  source: "alpaca",
  ...more,
});

describeEachDatabase(
  "a live provider's minute bars and day close (docs/live-market.md#minute-bars)",
  (getHandle) => {
    const db = () => getHandle().db;
    const caller = () => createVisitorCaller(db());
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
        shown: createStreamsBySymbol().shown,
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

    it("closes the day once: each quote's day becomes its daily bar, and its technicals follow", async () => {
      // A refresh stored Monday's bar at midday; a bar from before the week's five sessions waits for the close's prune.
      await db().insert(dailyBars).values({
        symbol: "AAPL",
        date: "2026-11-23",
        open: 189,
        high: 192,
        low: 188,
        close: 191,
        volume: 400_000,
      });
      await db()
        .insert(minuteBars)
        .values(bar("AAPL", "2026-11-16T15:00:00Z", 172));
      await writeQuotes(db(), [
        quote("AAPL", {}),
        // After hours: the day closes at the regular close beside the price.
        quote("TSLA", {
          price: 260,
          regularClose: 255,
          high: 258,
          low: 250,
          open: 251,
          session: "post",
          asOf: monday("22:00:00"),
        }),
        // Its last trade was Friday's: Monday has no bar for it.
        quote("MSFT", { asOf: new Date("2026-11-20T20:59:00Z") }),
      ]);
      const before = await getSecurity(db(), "AAPL");

      // Monday 16:10 in New York: five minutes past the close plus five, the day is due.
      const closes = startDayCloses({ db: db(), source: "alpaca", now: () => monday("21:10:00") });
      await vi.waitFor(async () => expect(await isDayClosed(db(), "2026-11-23")).toBe(true));
      await closes.stop();

      const monday23 = await db().select().from(dailyBars).where(eq(dailyBars.date, "2026-11-23"));
      expect(monday23.sort((a, b) => a.symbol.localeCompare(b.symbol))).toEqual([
        {
          symbol: "AAPL",
          date: "2026-11-23",
          open: 189,
          high: 196,
          low: 188,
          close: 195,
          volume: 1_000_000,
        },
        {
          symbol: "TSLA",
          date: "2026-11-23",
          open: 251,
          high: 258,
          low: 250,
          close: 255,
          volume: 1_000_000,
        },
      ]);
      const [marker] = await db()
        .select()
        .from(marketDayCloses)
        .where(eq(marketDayCloses.tradingDay, "2026-11-23"));
      expect(marker).toMatchObject({ source: "alpaca", symbols: 2 });
      // The technicals are those of the stored history with the day's bar; the price stays the fold's.
      const history = (await getRecentDailyBars(db(), ["AAPL"], 260)).get("AAPL")!;
      expect(history.at(-1)!.close).toBe(195);
      const after = await getSecurity(db(), "AAPL");
      expect(after).toMatchObject({ ...computeTechnicals(history), lastPrice: before!.lastPrice });
      expect(after!.monthCloses!.endsWith(",179,195")).toBe(true);
      expect(after!.sma20).not.toBe(before!.sma20);
      // Pruned to the five sessions ending Monday: from Tuesday the 17th.
      expect((await storedBars("AAPL")).map((row) => row.start.toISOString().slice(0, 10))).toEqual(
        ["2026-11-17", "2026-11-23", "2026-11-23"],
      );

      // Run again (a restart, a second check) after the quote moved on: nothing changes.
      await writeQuotes(db(), [quote("AAPL", { price: 150, low: 150, asOf: monday("20:59:30") })]);
      expect(await closeLiveDay(db(), "2026-11-23", "alpaca")).toBe("closed before");
      const [again] = await db()
        .select()
        .from(dailyBars)
        .where(and(eq(dailyBars.symbol, "AAPL"), eq(dailyBars.date, "2026-11-23")));
      expect(again!.close).toBe(195);
      expect(await getSecurity(db(), "AAPL")).toEqual(after);
    });

    it("leaves no record of a close stopped before its end, so it runs again", async () => {
      const stopped = new AbortController();
      stopped.abort();
      expect(await closeLiveDay(db(), "2026-11-24", "alpaca", stopped.signal)).toBe("stopped");
      expect(await isDayClosed(db(), "2026-11-24")).toBe(false);
    });
  },
);
