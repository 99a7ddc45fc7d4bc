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

/** `price`'s change against `base`, and in percent; with no base (or none above 0) unknown, not zero. */
export function changeAgainst(price: number, base: number | null) {
  return {
    change: base === null ? null : price - base,
    changePct: base === null || base <= 0 ? null : (price / base - 1) * 100,
  };
}

/** A streamed quote's figures; with no previous close its change is unknown, not zero. */
export function figuresOfQuote(quote: StreamedQuote): QuoteFigures {
  const { price, previousClose, open, high, low, volume } = quote;
  return {
    price,
    ...changeAgainst(price, previousClose),
    open,
    high,
    low,
    volume,
  };
}
