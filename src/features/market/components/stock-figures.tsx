import type { ReactNode } from "react";
import { formatCompact, formatPercent, formatPrice, toneOf } from "../format-market-number";
import type { getSecurity } from "../server/data";

type SecurityRow = NonNullable<Awaited<ReturnType<typeof getSecurity>>>;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 text-sm dark:border-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-mono tabular-nums">{children}</dd>
    </div>
  );
}

const pct = (value: number | null) => <span className={toneOf(value)}>{formatPercent(value)}</span>;
const vsSma = (price: number | null, sma: number | null) => (price === null || sma === null ? "—" : <>{formatPrice(sma)} ({pct(((price - sma) / sma) * 100)})</>);

/** Key figures and technicals of one stock, as a Finviz snapshot table shows them. */
export function StockFigures({ security: s }: { security: SecurityRow }) {
  return (
    <div className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
      <dl>
        <Figure label="Market cap">{formatCompact(s.marketCap, "$")}</Figure>
        <Figure label="Volume">{formatCompact(s.volume)}</Figure>
        <Figure label="Avg volume (3M)">{formatCompact(s.avgVolume3m)}</Figure>
        <Figure label="Relative volume">{s.relVolume?.toFixed(2) ?? "—"}</Figure>
        <Figure label="IPO year">{s.ipoYear ?? "—"}</Figure>
      </dl>
      <dl>
        <Figure label="Perf week">{pct(s.perf1w)}</Figure>
        <Figure label="Perf month">{pct(s.perf1m)}</Figure>
        <Figure label="Perf quarter">{pct(s.perf3m)}</Figure>
        <Figure label="Perf YTD">{pct(s.perfYtd)}</Figure>
        <Figure label="Perf year">{pct(s.perf1y)}</Figure>
      </dl>
      <dl>
        <Figure label="52W range">
          {formatPrice(s.low52w)} – {formatPrice(s.high52w)}
        </Figure>
        <Figure label="From 52W high">{pct(s.fromHigh52w)}</Figure>
        <Figure label="SMA 20">{vsSma(s.lastPrice, s.sma20)}</Figure>
        <Figure label="SMA 50">{vsSma(s.lastPrice, s.sma50)}</Figure>
        <Figure label="SMA 200">{vsSma(s.lastPrice, s.sma200)}</Figure>
        <Figure label="RSI (14)">{s.rsi14?.toFixed(1) ?? "—"}</Figure>
      </dl>
    </div>
  );
}
