import {
  formatCompact,
  formatPercent,
  formatPrice,
  toneOf,
} from "@/lib/format/format-market-number";
import type { getSecurity } from "../server/data";
import type { StreamedQuote } from "../streamed-quote";
import { FigureRow } from "./figure-row";
import { LiveFigure } from "./live-figure";
import { MarketFigure } from "./market-figure";

export type SecurityRow = NonNullable<Awaited<ReturnType<typeof getSecurity>>>;

const pct = (value: number | null) => <span className={toneOf(value)}>{formatPercent(value)}</span>;
const vsSma = (price: number | null, sma: number | null) =>
  price === null || sma === null ? (
    "—"
  ) : (
    <>
      {formatPrice(sma)} ({pct(((price - sma) / sma) * 100)})
    </>
  );

/** Key figures and technicals of one stock, as a Finviz snapshot table shows them. */
export function StockFigures({
  security: s,
  quote,
}: {
  security: SecurityRow;
  /** The quote the page was rendered with (the header's). */
  quote: StreamedQuote | null;
}) {
  return (
    <div className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
      <dl>
        <FigureRow label="Market cap">
          <MarketFigure figure="marketCap" value={s.marketCap} />
        </FigureRow>
        <FigureRow label="Volume">
          {/* The day's volume so far, as the header above says it while a feed runs. */}
          <LiveFigure symbol={s.symbol} figure="volume" initial={quote?.volume ?? s.volume} />
        </FigureRow>
        <FigureRow label="Avg volume (3M)">{formatCompact(s.avgVolume3m)}</FigureRow>
        <FigureRow label="Relative volume">{s.relVolume?.toFixed(2) ?? "—"}</FigureRow>
        <FigureRow label="IPO year">{s.ipoYear ?? "—"}</FigureRow>
      </dl>
      <dl>
        <FigureRow label="Perf week">{pct(s.perf1w)}</FigureRow>
        <FigureRow label="Perf month">{pct(s.perf1m)}</FigureRow>
        <FigureRow label="Perf quarter">{pct(s.perf3m)}</FigureRow>
        <FigureRow label="Perf YTD">{pct(s.perfYtd)}</FigureRow>
        <FigureRow label="Perf year">{pct(s.perf1y)}</FigureRow>
      </dl>
      <dl>
        <FigureRow label="52W range">
          {formatPrice(s.low52w)} – {formatPrice(s.high52w)}
        </FigureRow>
        <FigureRow label="From 52W high">{pct(s.fromHigh52w)}</FigureRow>
        <FigureRow label="SMA 20">{vsSma(s.lastPrice, s.sma20)}</FigureRow>
        <FigureRow label="SMA 50">{vsSma(s.lastPrice, s.sma50)}</FigureRow>
        <FigureRow label="SMA 200">{vsSma(s.lastPrice, s.sma200)}</FigureRow>
        <FigureRow label="RSI (14)">{s.rsi14?.toFixed(1) ?? "—"}</FigureRow>
      </dl>
    </div>
  );
}
