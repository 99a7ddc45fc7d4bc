import { newYorkInstant } from "../market-session";
import type { MinuteBar } from "../minute-bar";
import { advanceIntradaySession, DAY_MINUTES } from "./advance-intraday-session";
import type { IntradaySession } from "./intraday-session";

/**
 * A simulated session's minute bars from where it stands to `until` (minutes past midnight New
 * York time, fractional), by advancing it a minute at a time (docs/live-market.md#minute-bars): a
 * minute holds at most one simulated trade, so its bar opens, peaks and closes at that trade's
 * price, with the shares it drew (none in the extended hours, where the simulation draws no
 * volume). A minute without a trade has no bar. Mutates `session` as advanceIntradaySession does.
 */
export function intradayMinuteBars(
  session: IntradaySession,
  until: number,
): Omit<MinuteBar, "symbol">[] {
  const bars: Omit<MinuteBar, "symbol">[] = [];
  const end = Math.min(until, DAY_MINUTES);
  while (session.minute < end) {
    const { minute, trades, volume } = session;
    advanceIntradaySession(session, Math.min(minute + 1, end));
    if (session.trades > trades) {
      const { price } = session;
      bars.push({
        start: newYorkInstant(session.day, minute),
        ...{ open: price, high: price, low: price, close: price },
        volume: session.volume - volume,
      });
    }
    if (session.minute === minute) break; // `until` falls before this minute's trade
  }
  return bars;
}
