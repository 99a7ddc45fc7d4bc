import type { StreamedQuote } from "./streamed-quote";

/** The figures a page shows of a quote: the price, its change against the previous close, the day's range and volume. */
export type QuoteFigures = {
  price: number | null;
  change: number | null;
  changePct: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number | null;
};

/** A streamed quote's figures; with no previous close its change is unknown, not zero. */
export function figuresOfQuote(quote: StreamedQuote): QuoteFigures {
  const { price, previousClose: before, open, high, low, volume } = quote;
  return {
    price,
    change: before === null ? null : price - before,
    changePct: before === null || before <= 0 ? null : (price / before - 1) * 100,
    open,
    high,
    low,
    volume,
  };
}
