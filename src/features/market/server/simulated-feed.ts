import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/db/create-database";
import type { FeedClock } from "../feed-clock";
import type { LiveQuote } from "../live-quote";
import { marketSessionAt, newYorkClock, newYorkInstant, nextTradingDay } from "../market-session";
import { advanceIntradaySession, DAY_MINUTES } from "../simulated-session/advance-intraday-session";
import { intradayQuote } from "../simulated-session/intraday-quote";
import type { IntradaySession } from "../simulated-session/intraday-session";
import { SNAPSHOT_SOURCE } from "../snapshot-source";
import { getSimulatorClock } from "./data";
import { finishSimulatedDay } from "./finish-simulated-day";
import { type SimulatorClock, saveSimulatorClock } from "./mutations";
import { openSimulatedSessions } from "./open-simulated-sessions";
import type { QuoteFeed } from "./quote-feed";
import { snapshotSecurities } from "./snapshot-securities";

/** docs/live-market.md#the-simulated-market: the simulator ticks once a second of real time. */
const TICK_MS = 1_000;
/** More symbols than the universe holds (about 7,200) is a caller's mistake, not a page's. */
const MAX_FOLLOWED = 10_000;

function followable(symbols: readonly string[]): Set<string> {
  if (symbols.length > MAX_FOLLOWED)
    throw new RangeError(`The simulated market follows at most ${MAX_FOLLOWED} symbols.`);
  return new Set(symbols);
}

/** A new simulator starts at the pre-market open of the trading day after the snapshot's. */
const FIRST_CLOCK: SimulatorClock = {
  tradingDay: nextTradingDay(newYorkClock(SNAPSHOT_SOURCE.asOf).day),
  minute: 4 * 60,
};

/**
 * The demo's market (docs/live-market.md#the-simulated-market): from the stored closes, each
 * followed symbol's seeded session ticks once a second, a whole NYSE day passing in `dayMinutes`
 * real minutes. The clock lives in the database and moves only while the feed runs; at each
 * day's end every simulated security's day becomes a daily bar (finishSimulatedDay).
 */
export function createSimulatedFeed(options: {
  db: Database;
  clock: FeedClock;
  dayMinutes?: number;
  follows?: QuoteFeed["follows"];
}): QuoteFeed {
  const { db, clock } = options;
  const minutesPerMs =
    DAY_MINUTES / ((options.dayMinutes ?? env.MARKET_SIMULATOR_DAY_MINUTES) * 60_000);
  return {
    source: "simulated",
    freshness: { kind: "simulated" },
    follows: options.follows,
    async start({ symbols, onQuotes, onError }) {
      const snapshot = await snapshotSecurities();
      let state = (await getSimulatorClock(db)) ?? FIRST_CLOCK;
      await saveSimulatorClock(db, state);
      let wanted = followable(symbols);
      const sessions = new Map<string, IntradaySession>();
      /** What each symbol's last quote showed: its trade count and the market's session. */
      const shown = new Map<string, string>();

      /** Drops the sessions no longer followed and opens the newly followed at the clock's minute. */
      const openFollowed = async () => {
        for (const symbol of sessions.keys()) if (!wanted.has(symbol)) sessions.delete(symbol);
        for (const symbol of shown.keys()) if (!sessions.has(symbol)) shown.delete(symbol);
        const missing = [...wanted].filter((symbol) => !sessions.has(symbol));
        if (missing.length === 0) return;
        const opened = await openSimulatedSessions(db, state.tradingDay, snapshot, missing);
        for (const [symbol, session] of opened.sessions)
          sessions.set(symbol, advanceIntradaySession(session, state.minute));
      };
      const advanceAll = (minute: number) => {
        for (const session of sessions.values()) advanceIntradaySession(session, minute);
        return sessions;
      };
      /** Sends the quotes that changed: a new trade, or the market's session moving on once it traded. */
      const emit = (minute: number) => {
        const market = marketSessionAt(newYorkInstant(state.tradingDay, minute)).session;
        const quotes: LiveQuote[] = [];
        for (const [symbol, session] of advanceAll(minute)) {
          // Before a day's first trade its quote would say "no change" at yesterday's close: the
          // last quote, from the day before with its change, stands until then, as a feed's does.
          if (session.trades === 0) continue;
          const seen = `${session.trades}/${market}`;
          if (shown.get(symbol) === seen) continue;
          shown.set(symbol, seen);
          quotes.push(intradayQuote(session, minute, market));
        }
        if (quotes.length > 0) onQuotes(quotes);
      };
      let lastAt = clock.now();
      const tick = async () => {
        const now = clock.now();
        let minute = state.minute + (now - lastAt) * minutesPerMs;
        lastAt = now;
        await openFollowed();
        while (minute >= DAY_MINUTES) {
          emit(DAY_MINUTES);
          const next = await finishSimulatedDay(db, state.tradingDay, snapshot, sessions);
          state = { tradingDay: next, minute: 0 };
          minute -= DAY_MINUTES;
          sessions.clear();
          shown.clear();
          await openFollowed();
        }
        state = { ...state, minute };
        emit(minute);
        await saveSimulatorClock(db, state);
      };

      await openFollowed();
      emit(state.minute);
      let running: Promise<void> | null = null;
      // A tick still writing (a day's close takes seconds) is not overlapped: the next one catches up.
      const cancel = clock.every(TICK_MS, () => {
        running ??= tick()
          .catch((error: unknown) =>
            onError(error instanceof Error ? error : new Error(String(error))),
          )
          .finally(() => {
            running = null;
          });
        return running;
      });
      return {
        follow(next) {
          wanted = followable(next);
        },
        async stop() {
          cancel();
          await running;
        },
      };
    },
  };
}
