import type { DailyBar } from "./simulate-daily-bars";

type BarsSummary = {
  from: string;
  to: string;
  change: number;
  changePct: number;
  high: number;
  low: number;
};

/**
 * What a chart shows, in words (docs/product.md#market-data): its first and last session, the
 * change from the first close to the last, and the highest high and lowest low in between. Null
 * for an empty chart.
 */
export function summarizeBars(bars: readonly DailyBar[]): BarsSummary | null {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;
  const change = last.close - first.close;
  return {
    from: first.date,
    to: last.date,
    change,
    changePct: first.close === 0 ? 0 : (change / first.close) * 100,
    high: Math.max(...bars.map((bar) => bar.high)),
    low: Math.min(...bars.map((bar) => bar.low)),
  };
}
