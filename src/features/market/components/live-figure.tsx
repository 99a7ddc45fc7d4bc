"use client";

import { use, useDeferredValue } from "react";
import { MissingValue } from "@/components/ui/missing-value";
import { formatPercent, formatSigned, toneOf } from "@/lib/format/format-market-number";
import { marketFigures } from "@/lib/format/market-figures";
import { figuresOfQuote, type QuoteFigures } from "../quote-figures";
import { FiguresOffScreen } from "./figures-off-screen";
import { LivePrice } from "./live-price";
import { useLiveQuote } from "./live-quotes-provider";

type Figure = "price" | "change" | "changePct" | "volume";

/** Price and volume as every surface writes them (market-figures.ts); changes signed. */
const formats: Record<Figure, (value: number) => string> = {
  price: marketFigures.price.format,
  change: (value) => formatSigned(value),
  changePct: (value) => formatPercent(value),
  volume: marketFigures.volume.format,
};

/**
 * One of a symbol's figures in a table cell or a list (the screener, a watchlist, the movers): the
 * server-rendered `initial` until the page's stream sends the symbol's quote, then live, the price
 * flashing as it moves (docs/live-market.md#the-live-path-feed--database--page): one flash per row,
 * not one per cell, because a phone pays a paint per flashing cell and the change says the same. Changes take their tone;
 * an unknown price or volume is the "—" that says why (docs/live-market.md#correct-data-everywhere).
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
  // A tick reaches a table's hundred-odd cells at once, and the store's update is synchronous:
  // they redraw in a transition, in slices between which the page answers input.
  // @see https://react.dev/reference/react/useDeferredValue
  // Off the screen it skips the ticks (figures-off-screen.ts): a phone shows a dozen of fifty rows.
  const quote = useDeferredValue(useLiveQuote(symbol, use(FiguresOffScreen)).quote);
  const value = quote ? (figuresOfQuote(quote) as QuoteFigures)[figure] : initial;
  if (value === null || !Number.isFinite(value))
    return figure === "price" || figure === "volume" ? (
      <MissingValue reason={marketFigures[figure].missing} />
    ) : (
      <span className={className}>—</span>
    );
  const tone = figure === "change" || figure === "changePct" ? toneOf(value) : "";
  return (
    <LivePrice
      value={value}
      text={formats[figure](value)}
      className={`${tone} ${className}`}
      flashes={figure === "price"}
      isolated
    />
  );
}
