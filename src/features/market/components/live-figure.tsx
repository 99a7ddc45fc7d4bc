"use client";

import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatSigned,
  toneOf,
} from "@/lib/format/format-market-number";
import { figuresOfQuote, type QuoteFigures } from "../quote-figures";
import { LivePrice } from "./live-price";
import { useLiveQuote } from "./live-quotes-provider";

type Figure = "price" | "change" | "changePct" | "volume";

const formats: Record<Figure, (value: number | null) => string> = {
  price: formatPrice,
  change: (value) => formatSigned(value),
  changePct: (value) => formatPercent(value),
  volume: (value) => formatCompact(value),
};

/**
 * One of a symbol's figures in a table cell or a list (the screener, a watchlist, the movers): the
 * server-rendered `initial` until the page's stream sends the symbol's quote, then live, flashing
 * as it moves (docs/live-market.md#the-live-path-feed--database--page). Changes take their tone.
 */
export function LiveFigure({
  symbol,
  figure,
  initial,
  className = "",
}: {
  symbol: string;
  figure: Figure;
  initial: number | null;
  className?: string;
}) {
  const { quote } = useLiveQuote(symbol);
  const value = quote ? (figuresOfQuote(quote) as QuoteFigures)[figure] : initial;
  const tone = figure === "change" || figure === "changePct" ? toneOf(value) : "";
  return (
    <LivePrice value={value} text={formats[figure](value)} className={`${tone} ${className}`} />
  );
}
