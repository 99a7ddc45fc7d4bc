import type { MarketSession } from "../live-quote";
import { isTradingDay } from "./is-trading-day";
import { newYorkClock } from "./new-york-clock";
import { newYorkInstant } from "./new-york-instant";
import { nextTradingDay } from "./next-trading-day";
import { sessionPhases } from "./session-phases";

export type MarketSessionState = {
  session: MarketSession;
  /**
   * The current phase's bounds while the market is in one (pre, regular, post); while it is
   * closed, the bounds of the next phase, i.e. the next pre-market, so a page can say when it opens.
   */
  opensAt: Date;
  closesAt: Date;
  /** The trading day ("2021-03-01") the phase belongs to: today's, or the next one while closed. */
  tradingDay: string;
};

/** The NYSE's session at `date` (docs/live-market.md#market-sessions), on New York's clock. */
export function marketSessionAt(date: Date): MarketSessionState {
  const { day, minute } = newYorkClock(date);
  if (isTradingDay(day)) {
    for (const phase of sessionPhases(day)) {
      if (minute >= phase.to) continue;
      return {
        session: minute >= phase.from ? phase.session : "closed",
        opensAt: newYorkInstant(day, phase.from),
        closesAt: newYorkInstant(day, phase.to),
        tradingDay: day,
      };
    }
  }
  const next = nextTradingDay(day);
  const [first] = sessionPhases(next);
  return {
    session: "closed",
    opensAt: newYorkInstant(next, first!.from),
    closesAt: newYorkInstant(next, first!.to),
    tradingDay: next,
  };
}
