import type { marketData } from "@alpacahq/alpaca-trade-api/rest";
import type { LiveQuote } from "../../live-quote";
import { newYorkDate } from "../../new-york-date";

/** One symbol's day as an Alpaca snapshot tells it: the day's figures of a live quote. */
export type AlpacaDay = Pick<
  LiveQuote,
  "price" | "asOf" | "bid" | "ask" | "open" | "high" | "low" | "volume" | "previousClose"
>;

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The day a snapshot describes, or null without a last trade. Alpaca's `dailyBar` is the latest
 * day's bar: before the day's first trade it is still the previous session's, so it counts as
 * today only when it is dated the day of the last trade (in New York); otherwise it is the
 * previous close and today has no open, range or volume yet.
 * @see https://docs.alpaca.markets/reference/stocksnapshots-1
 */
export function readAlpacaSnapshot(snapshot: marketData.StockSnapshot): AlpacaDay | null {
  const trade = snapshot.latestTrade;
  const price = positive(trade?.p);
  if (!trade || price === null) return null;
  const day = snapshot.dailyBar;
  const today = day !== undefined && newYorkDate(day.t) === newYorkDate(trade.t);
  const previous = today ? snapshot.prevDailyBar : day;
  return {
    price,
    asOf: trade.t,
    bid: positive(snapshot.latestQuote?.bp),
    ask: positive(snapshot.latestQuote?.ap),
    open: today ? positive(day.o) : null,
    high: today ? positive(day.h) : null,
    low: today ? positive(day.l) : null,
    volume: today ? day.v : 0,
    previousClose: positive(previous?.c),
  };
}
