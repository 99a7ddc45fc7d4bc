import { changeAgainst, figuresOfQuote, type QuoteFigures } from "./quote-figures";
import type { StreamedQuote } from "./streamed-quote";

/** A trade outside the regular session, against the regular close it follows. */
export type ExtendedHoursPrice = {
  label: "Pre-market" | "After hours";
  price: number;
  change: number | null;
  changePct: number | null;
};

/**
 * A quote as the stock page's header shows it (docs/live-market.md#quotes-and-sources): in the
 * regular session the last trade and its change; outside it, as Yahoo and TradingView do, the
 * regular close stays the headline (after hours: today's close and its change; pre-market: the
 * previous close, whose change this quote does not carry) and the extended-hours trade is its own
 * line, its change against that close.
 */
export function splitExtendedHours(quote: StreamedQuote): {
  regular: QuoteFigures;
  extended: ExtendedHoursPrice | null;
} {
  const figures = figuresOfQuote(quote);
  if (quote.session === "pre" && quote.previousClose !== null)
    return {
      regular: { ...figures, price: quote.previousClose, change: null, changePct: null },
      extended: {
        label: "Pre-market",
        price: quote.price,
        ...changeAgainst(quote.price, quote.previousClose),
      },
    };
  if (quote.session !== "regular" && quote.regularClose !== null)
    return {
      regular: {
        ...figures,
        price: quote.regularClose,
        ...changeAgainst(quote.regularClose, quote.previousClose),
      },
      extended: {
        label: "After hours",
        price: quote.price,
        ...changeAgainst(quote.price, quote.regularClose),
      },
    };
  return { regular: figures, extended: null };
}
