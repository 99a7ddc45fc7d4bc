"use client";

import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatSigned,
  toneOf,
} from "@/lib/format/format-market-number";
import { latestQuote } from "../latest-quote";
import type { QuoteSource } from "../live-quote";
import type { QuoteFigures } from "../quote-figures";
import { splitExtendedHours } from "../split-extended-hours";
import { type MarketFeedDescription, NO_FEED, type StreamedQuote } from "../streamed-quote";
import { LivePrice } from "./live-price";
import { useLiveQuote } from "./live-quotes-provider";
import { QuoteTime } from "./quote-time";

type Props = {
  symbol: string;
  /** The stored figures (the `security` row), shown until a quote arrives. */
  stored: QuoteFigures & { asOf: Date; source: QuoteSource };
  /** The stored quote and running feed as the server read them, so the first paint is the stream's. */
  quote: StreamedQuote | null;
  feed: MarketFeedDescription | null;
};

/**
 * The stock page's price block (docs/live-market.md#quotes-and-sources): price, change, day range,
 * volume, session and the quote's time and source, live while a feed runs; outside the regular
 * session the regular close heads it and the extended-hours trade has its own line.
 */
export function LiveStockQuote({ symbol, stored, quote: rendered, feed }: Props) {
  const live = useLiveQuote(symbol);
  const market = live.market ?? feed ?? NO_FEED;
  const quote = market.source === "snapshot" ? null : latestQuote(live.quote, rendered);
  const split = quote ? splitExtendedHours(quote) : null;
  const figures = split?.regular ?? stored;
  const extended = split?.extended ?? null;
  const asOf = quote ? new Date(quote.asOf) : stored.asOf;
  const source = quote ? quote.source : market.source === "snapshot" ? "snapshot" : stored.source;
  return (
    <div className="sm:text-right" data-testid="stock-quote">
      <p className="font-mono text-3xl font-semibold">
        <LivePrice value={figures.price} text={formatPrice(figures.price)} />
      </p>
      {figures.change === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Previous close</p>
      ) : (
        <p className={`font-mono text-sm ${toneOf(figures.changePct)}`}>
          <LivePrice value={figures.change} text={formatSigned(figures.change)} /> (
          <LivePrice value={figures.changePct} text={formatPercent(figures.changePct)} />)
        </p>
      )}
      {extended && (
        <p className="font-mono text-sm" data-testid="extended-hours">
          <span className="font-sans text-slate-600 dark:text-slate-400">{extended.label}</span>{" "}
          <LivePrice value={extended.price} text={formatPrice(extended.price)} />{" "}
          <span className={toneOf(extended.changePct)}>
            {formatSigned(extended.change)} ({formatPercent(extended.changePct)})
          </span>
        </p>
      )}
      <p className="font-mono text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {/* No range: before the day's first regular trade (it starts at the open), or a listing without one. */}
        {figures.low === null || figures.high === null ? (
          <span className="font-sans">
            {quote ? "No day range before the open" : "No day range in this listing"}
          </span>
        ) : (
          <>
            Day {formatPrice(figures.low)}–{formatPrice(figures.high)} · Vol{" "}
            {formatCompact(figures.volume)}
          </>
        )}
      </p>
      <QuoteTime
        asOf={asOf}
        source={source}
        freshness={source === "snapshot" ? NO_FEED.freshness : market.freshness}
        session={quote?.session ?? null}
        status={live.status}
      />
    </div>
  );
}
