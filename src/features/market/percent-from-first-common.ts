type Close = { time: number; close: number };
export type PercentPoint = { time: number; value: number };

/**
 * Series compared on one percent scale (docs/product.md#stock-page-chart): each as its change
 * from its close at the first time every series has a bar, points before it left out. Nothing
 * common (or a zero close there) gives empty series.
 */
export function percentFromFirstCommon(series: readonly (readonly Close[])[]): PercentPoint[][] {
  const [first, ...rest] = series;
  if (!first) return [];
  const times = rest.map((bars) => new Set(bars.map((bar) => bar.time)));
  const common = first.find((bar) => times.every((set) => set.has(bar.time)))?.time;
  return series.map((bars) => {
    const base = bars.find((bar) => bar.time === common)?.close;
    if (common === undefined || !base) return [];
    return bars
      .filter((bar) => bar.time >= common)
      .map((bar) => ({ time: bar.time, value: (bar.close / base - 1) * 100 }));
  });
}
