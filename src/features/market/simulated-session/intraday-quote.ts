import type { LiveQuote, MarketSession } from "../live-quote";
import { newYorkInstant } from "../market-session";
import { roundSimulatedPrice } from "../round-simulated-price";
import type { IntradaySession } from "./intraday-session";

/** The simulated market's quote of a session at `minute` of its day, the market then in `market`. */
export function intradayQuote(
  session: IntradaySession,
  minute: number,
  market: MarketSession,
): LiveQuote {
  const regularEnd = session.phases[1]!.to;
  // A quoted spread: a few hundredths of a percent for the busiest, half a percent for the illiquid.
  const halfSpread = session.price * (0.0001 + 0.005 * (1 - session.activity));
  const quoting = market !== "closed";
  return {
    symbol: session.symbol,
    price: session.price,
    bid: quoting ? roundSimulatedPrice(session.price - halfSpread) : null,
    ask: quoting ? roundSimulatedPrice(session.price + halfSpread) : null,
    open: session.open,
    high: session.high,
    low: session.low,
    volume: session.volume,
    previousClose: session.previousClose,
    // docs/live-market.md#the-simulated-market: after-hours prices stand apart from the close.
    regularClose: minute >= regularEnd ? (session.lastRegular ?? session.previousClose) : null,
    session: market,
    asOf:
      session.tradedAt === null
        ? session.previousCloseAt
        : newYorkInstant(session.day, session.tradedAt),
    source: "simulated",
  };
}
