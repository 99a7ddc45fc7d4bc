import { formatPercent, toneOf } from "@/lib/format/format-market-number";
import type { DaySummary as Summary } from "../summarize-day";

/** The list's day in one line: how many rose and fell, and its average move. */
export function DaySummary({ summary }: { summary: Summary }) {
  const { gainers, losers, unchanged, averageChangePct } = summary;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <span>
        <span className="text-gain font-semibold">{gainers}</span> up
      </span>
      <span>
        <span className="text-loss font-semibold">{losers}</span> down
      </span>
      {unchanged > 0 && <span>{unchanged} unchanged</span>}
      <span>
        Average change{" "}
        <span className={`font-mono font-semibold tabular-nums ${toneOf(averageChangePct)}`}>
          {formatPercent(averageChangePct)}
        </span>
      </span>
    </p>
  );
}
