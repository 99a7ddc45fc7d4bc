import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { FeedClock } from "@/features/market/feed-clock";
import type { LiveQuote } from "@/features/market/live-quote";
import { newYorkInstant } from "@/features/market/market-session";
import type { MinuteBar } from "@/features/market/minute-bar";
import { newYorkDate } from "@/features/market/new-york-date";
import { getSimulatorClock } from "@/features/market/server/data";
import { finishSimulatedDay } from "@/features/market/server/finish-simulated-day";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { replaySimulatedQuote } from "@/features/market/server/replay-simulated-quote";
import { createSimulatedFeed } from "@/features/market/server/simulated-feed";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { snapshotSecurities } from "@/features/market/server/snapshot-securities";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { dailyBars, securities } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

/** A mega cap, a company without a market cap and a preferred share that hardly trades, from the snapshot. */
const SYMBOLS = ["AAPL", "BRK.B", "AAIC.PRB"];

/** A clock the test moves by hand: each `tick(ms)` moves time on and runs the feed's tick to its end. */
function handClock() {
  let now = 0;
  let run: (() => Promise<void>) | null = null;
  const clock: FeedClock = {
    now: () => now,
    every(_milliseconds, tick) {
      run = tick;
      return () => {
        run = null;
      };
    },
  };
  return {
    clock,
    async tick(milliseconds: number) {
      now += milliseconds;
      await run?.();
    },
  };
}

describeEachDatabase(
  "the simulated market (docs/live-market.md#the-simulated-market)",
  (getHandle) => {
    const quotes: LiveQuote[] = [];
    const db = () => getHandle().db;
    const startFeed = async (clock: FeedClock) =>
      createSimulatedFeed({ db: db(), clock, dayMinutes: 24 }).start({
        symbols: ["AAPL", "AAIC.PRB"],
        onQuotes: (batch) => quotes.push(...batch),
        onError: (error) => {
          throw error;
        },
      });

    beforeAll(async () => {
      const snapshot = createSnapshotProvider();
      const whole = await snapshot.listSecurities([]);
      const few = whole.securities.filter((security) => SYMBOLS.includes(security.symbol));
      expect(few).toHaveLength(SYMBOLS.length);
      await refreshMarketData(db(), {
        ...snapshot,
        listSecurities: async () => ({ ...whole, securities: few }),
      });
    });

    it("ticks a trading day in order, from the snapshot's close, and closes it into daily bars", async () => {
      const { clock, tick } = handClock();
      const feed = await startFeed(clock);
      // A 24-minute day: each real second is a simulated minute. Start: the pre-market of 1 March 2021.
      expect(await getSimulatorClock(db())).toEqual({ tradingDay: "2021-03-01", minute: 240 });
      const [apple] = await db().select().from(securities).where(eq(securities.symbol, "AAPL"));
      for (let second = 0; second < 20 * 60 - 240 - 1; second += 1) await tick(1_000);
      const seen = quotes.filter((quote) => quote.symbol === "AAPL");
      expect([...new Set(seen.map((quote) => quote.session))]).toEqual(["pre", "regular", "post"]);
      expect(seen.every((quote) => quote.previousClose === apple!.lastPrice)).toBe(true);
      expect(seen.every((quote) => quote.source === "simulated")).toBe(true);
      // The session's change is sent at 9:30 before the first regular trade, without open/high/low.
      const regular = seen.filter((quote) => quote.session === "regular" && quote.open !== null);
      expect(regular.length).toBeGreaterThan(300);
      for (const quote of regular) {
        expect(quote.low!).toBeLessThanOrEqual(quote.price);
        expect(quote.high!).toBeGreaterThanOrEqual(quote.price);
        expect(quote.asOf.toISOString().slice(0, 10)).toBe("2021-03-01");
      }
      // The thinly traded one trades far less often.
      expect(quotes.filter((quote) => quote.symbol === "AEY").length).toBeLessThan(
        regular.length / 2,
      );
      const lastAfterHours = seen.at(-1)!;
      expect(lastAfterHours.regularClose).not.toBeNull();

      // Past midnight: the day closes, for every simulated security, followed or not; until the next
      // day's first trade no quote is sent, so the day's last (with its change) stands overnight.
      const sent = quotes.length;
      await tick(301 * 1_000);
      expect(await getSimulatorClock(db())).toMatchObject({ tradingDay: "2021-03-02" });
      // (the close's own are 1 March's last after-hours trades, against that day's previous close).
      const overnight = quotes.slice(sent).filter((quote) => quote.symbol === "AAPL");
      expect(overnight.filter((quote) => quote.previousClose !== apple!.lastPrice)).toEqual([]);
      await feed.stop();
      const bars = await db().select().from(dailyBars).where(inArray(dailyBars.symbol, SYMBOLS));
      expect(bars.map((bar) => bar.date)).toEqual(["2021-03-01", "2021-03-01", "2021-03-01"]);
      const appleBar = bars.find((bar) => bar.symbol === "AAPL")!;
      expect(appleBar).toMatchObject({
        close: lastAfterHours.regularClose,
        open: regular[0]!.open,
        volume: lastAfterHours.volume,
      });
      const [row] = await db().select().from(securities).where(eq(securities.symbol, "AAPL"));
      expect(row).toMatchObject({
        lastPrice: appleBar.close,
        previousClose: apple!.lastPrice,
        open: appleBar.open,
      });
      expect(row!.monthCloses!.endsWith(`,${apple!.lastPrice},${appleBar.close}`)).toBe(true);
      expect(await getSimulatorClock(db())).toMatchObject({ tradingDay: "2021-03-02" });
    });

    it("resumes where it stopped after a restart, and the chart ends at the feed's quote", async () => {
      const stoppedAt = await getSimulatorClock(db());
      quotes.length = 0;
      const { clock, tick } = handClock();
      const feed = await startFeed(clock);
      // No time passed while it was stopped.
      expect(await getSimulatorClock(db())).toEqual(stoppedAt);
      const [stored] = await db().select().from(dailyBars).where(eq(dailyBars.symbol, "AAPL"));
      // On to 11:00 of 2 March: its previous close is the stored day's.
      await tick((11 * 60 - stoppedAt!.minute) * 1_000);
      await feed.stop();
      const latest = quotes.filter((quote) => quote.symbol === "AAPL").at(-1)!;
      expect(latest).toMatchObject({ session: "regular", previousClose: stored!.close });
      const handler = createTrpcRequestHandler({ getDb: db });
      const chart = await callTrpc(handler, "market.dailyBars", {
        input: { symbol: "AAPL", range: "1M" },
        headers: requestHeaders(uniqueIp()),
      });
      const bars = (
        chart.data as {
          bars: { date: string; open: number; close: number; high: number; low: number }[];
        }
      ).bars;
      expect(bars).toHaveLength(21);
      expect(bars.slice(-3).map((bar) => bar.date)).toEqual([
        "2021-02-26",
        "2021-03-01",
        "2021-03-02",
      ]);
      expect(bars.at(-1)).toMatchObject({
        open: latest.open,
        high: latest.high,
        low: latest.low,
        close: latest.price,
      });
      expect(bars.at(-2)!.close).toBe(latest.previousClose);
      // What the stock page renders first for a symbol no page follows: the same quote, replayed.
      const [apple] = await db().select().from(securities).where(eq(securities.symbol, "AAPL"));
      expect(await replaySimulatedQuote(db(), apple!)).toMatchObject({
        price: latest.price,
        open: latest.open,
        high: latest.high,
        low: latest.low,
        volume: latest.volume,
        session: "regular",
        asOf: latest.asOf.toISOString(),
      });
    });

    it("replays the simulated days minute by minute for the chart's 1D and 5D", async () => {
      const handler = createTrpcRequestHandler({ getDb: db });
      const ask = async (endpoint: string, input: object) =>
        (await callTrpc(handler, endpoint, { input, headers: requestHeaders(uniqueIp()) }))
          .data as { simulated: boolean; source: string; bars: Omit<MinuteBar, "symbol">[] };
      // Five asked, two played: 1 March, closed, and 2 March to the clock's 11:00.
      const week = await ask("market.minuteBars", { symbol: "aapl", sessions: 5 });
      expect(week).toMatchObject({ simulated: true, source: "simulated" });
      expect([...new Set(week.bars.map((bar) => newYorkDate(bar.start)))]).toEqual([
        "2021-03-01",
        "2021-03-02",
      ]);
      const [stored] = await db().select().from(dailyBars).where(eq(dailyBars.symbol, "AAPL"));
      const regular = week.bars.filter(
        (bar) =>
          bar.start >= newYorkInstant("2021-03-01", 570) &&
          bar.start < newYorkInstant("2021-03-01", 960),
      );
      expect(regular[0]!.open).toBe(stored!.open);
      expect(regular.at(-1)!.close).toBe(stored!.close);
      expect(regular.reduce((sum, bar) => sum + bar.volume, 0)).toBe(stored!.volume);
      // Today's minutes end where the day's bar (and the feed's latest quote) ends.
      const today = await ask("market.minuteBars", { symbol: "AAPL", sessions: 1 });
      expect(today.bars).toEqual(
        week.bars.filter((bar) => newYorkDate(bar.start) === "2021-03-02"),
      );
      expect(today.bars.at(-1)!.start < newYorkInstant("2021-03-02", 660)).toBe(true);
      const chart = await ask("market.dailyBars", { symbol: "AAPL", range: "1M" });
      const day = (chart as unknown as { bars: { close: number }[] }).bars.at(-1)!;
      expect(today.bars.at(-1)!.close).toBe(day.close);
    });

    it("writes the same day again when a close cut short runs again", async () => {
      const dayBars = () =>
        db()
          .select()
          .from(dailyBars)
          .where(eq(dailyBars.date, "2021-03-01"))
          .orderBy(dailyBars.symbol);
      const before = await dayBars();
      expect(before).toHaveLength(SYMBOLS.length);
      await finishSimulatedDay(db(), "2021-03-01", await snapshotSecurities(), new Map());
      expect(await dayBars()).toEqual(before);
      // The clock is back at 2 March's first minute: no trade yet, so the last session is 1 March's.
      const handler = createTrpcRequestHandler({ getDb: db });
      const minutes = await callTrpc(handler, "market.minuteBars", {
        input: { symbol: "AAPL", sessions: 1 },
        headers: requestHeaders(uniqueIp()),
      });
      const starts = (minutes.data as { bars: { start: Date }[] }).bars.map((bar) => bar.start);
      expect([...new Set(starts.map(newYorkDate))]).toEqual(["2021-03-01"]);
    });
  },
);
