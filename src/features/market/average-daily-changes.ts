/** A constituent of the market average: its shares (market cap over price) and its daily closes, oldest first. */
export type AverageConstituent = {
  shares: number;
  bars: readonly { date: string; close: number }[];
};
/** A day's change of the market average as a fraction (0.01 is 1 %); null when nothing could move it. */
export type DailyChange = { date: string; change: number | null };

/**
 * Each day's change of the market average (docs/product.md#stock-page-chart): the change of the
 * constituents' combined market value, shares × close, among those with a bar that day and one
 * before it: Σ shares × (close − previous close) ÷ Σ shares × previous close. So each weighs by
 * its market cap at the close before the day. One without a bar on a day sits that day out, and
 * its next bar's change counts from its last close. The days are every day any of them has a bar,
 * oldest first; a day none of them could move (the first) is null. The same sum in SQL, over
 * stored bars: server/data/stored-average-changes.ts.
 */
export function averageDailyChanges(constituents: Iterable<AverageConstituent>): DailyChange[] {
  const sums = new Map<string, { moved: number; worth: number }>();
  for (const { shares, bars } of constituents)
    bars.forEach((bar, i) => {
      const sum = sums.get(bar.date) ?? { moved: 0, worth: 0 };
      sums.set(bar.date, sum);
      const before = bars[i - 1]?.close ?? 0;
      if (before <= 0) return;
      sum.moved += shares * (bar.close - before);
      sum.worth += shares * before;
    });
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, { moved, worth }]) => ({ date, change: worth > 0 ? moved / worth : null }));
}
