import type { Quote } from "yahoo-finance2/modules/quote";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import type { LiveQuote, MarketSession } from "../live-quote";

/** Yahoo's market states; PREPRE (before 4:00) and POSTPOST (after 20:00 New York) are the market closed. */
const SESSIONS: Record<Quote["marketState"], MarketSession> = {
  PREPRE: "closed",
  PRE: "pre",
  REGULAR: "regular",
  POST: "post",
  POSTPOST: "closed",
  CLOSED: "closed",
};

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/**
 * One answer of Yahoo's batch quote as a live quote (docs/live-market.md#running-with-real-data):
 * the session is Yahoo's `marketState`; the price is the latest of the regular, pre-market and
 * after-hours prices by their times. An after-hours price comes with the regular close beside it;
 * before the open (and a pre-market price) the regular figures Yahoo still sends are yesterday's,
 * so the day has no open, range or volume yet and yesterday's close is the previous close.
 * Null for an answer without a regular price.
 */
export function yahooLiveQuote(quote: Quote): LiveQuote | null {
  const symbol = normalizeSymbol(quote.symbol);
  const regular = positive(quote.regularMarketPrice);
  const regularAt = quote.regularMarketTime;
  if (!symbol || regular === null || !regularAt) return null;
  const session = SESSIONS[quote.marketState] ?? "closed"; // a state Yahoo adds later: not an open market
  const pre = positive(quote.preMarketPrice);
  const post = positive(quote.postMarketPrice);
  const preAt = quote.preMarketTime;
  const postAt = quote.postMarketTime;
  const afterHours =
    post !== null && postAt !== undefined && postAt > regularAt && !(preAt && preAt > postAt);
  const preMarket = pre !== null && preAt !== undefined && preAt > regularAt && !afterHours;
  const beforeOpen = session === "pre" || preMarket;
  return {
    symbol,
    price: (afterHours ? post : preMarket ? pre : regular) ?? regular,
    bid: positive(quote.bid),
    ask: positive(quote.ask),
    open: beforeOpen ? null : positive(quote.regularMarketOpen),
    high: beforeOpen ? null : positive(quote.regularMarketDayHigh),
    low: beforeOpen ? null : positive(quote.regularMarketDayLow),
    volume: beforeOpen ? 0 : (quote.regularMarketVolume ?? 0),
    previousClose: beforeOpen ? regular : positive(quote.regularMarketPreviousClose),
    regularClose: afterHours ? regular : null,
    session,
    asOf: (afterHours ? postAt : preMarket ? preAt : regularAt) ?? regularAt,
    source: "yahoo",
  };
}
