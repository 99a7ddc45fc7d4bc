import type { ReactNode } from "react";
import { formatBarDate } from "@/lib/format/format-bar-date";
import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatSigned,
  toneOf,
} from "@/lib/format/format-market-number";
import type { ChartBar } from "../chart-bar";

/** An intraday bar's New York wall-clock minute ("09:31"): its time is that wall clock written as UTC (chart-bar.ts). */
function minuteOfDay(time: number): string {
  const minutes = Math.floor(time / 60) % 1_440;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-mono tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The values of one session, as TradingView's legend shows them: the bar under the crosshair, or
 * the latest when the pointer is elsewhere. It lies over the chart's empty top margin, clear of the
 * price axis (candlestick-chart.tsx), and lets the pointer through to the chart.
 */
export function ChartLegend({
  bar,
  previousClose,
  intraday,
  lines = [],
  notes = [],
}: {
  bar: ChartBar;
  previousClose: number | null;
  intraday: boolean;
  /** The lines drawn, named in their colours (the interactive chart's indicators and comparisons). */
  lines?: { title: string; color: string }[];
  /** What the bar's markers stand for (a report, a dividend, the reader's call). */
  notes?: readonly string[];
}) {
  const change = previousClose === null ? null : bar.close - previousClose;
  return (
    <div
      className="pointer-events-none absolute top-0 left-0 z-10 max-w-[calc(100%-3.5rem)] rounded-br bg-white/85 px-1 py-0.5 text-xs dark:bg-slate-950/85"
      data-testid="chart-legend"
    >
      <p className="font-semibold">
        {formatBarDate(bar.date, true)}
        {intraday && ` ${minuteOfDay(bar.time)} ET`}
      </p>
      <dl className="flex flex-wrap gap-x-3">
        <Value label="O">{formatPrice(bar.open)}</Value>
        <Value label="H">{formatPrice(bar.high)}</Value>
        <Value label="L">{formatPrice(bar.low)}</Value>
        <Value label="C">{formatPrice(bar.close)}</Value>
        {change !== null && previousClose !== null && (
          <Value label="Chg">
            <span className={toneOf(change)}>
              {formatSigned(change)} ({formatPercent((change / previousClose) * 100)})
            </span>
          </Value>
        )}
        <Value label="Vol">{formatCompact(bar.volume)}</Value>
      </dl>
      {lines.length > 0 && (
        <ul className="flex flex-wrap gap-x-2 font-semibold" aria-label="Lines drawn">
          {lines.map(({ title, color }) => (
            <li key={title} style={{ color }}>
              {title}
            </li>
          ))}
        </ul>
      )}
      {notes.length > 0 && (
        <ul aria-label="Marked on this bar">
          {notes.map((note, i) => (
            // Two calls may read the same: the place keeps each its own.
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
