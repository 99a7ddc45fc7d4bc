type VwapBar = { high: number; low: number; close: number; volume: number; date: string };

/**
 * The volume-weighted average price of intraday bars, from each session's first bar (it starts
 * again every New York day): the sum of typical price (high + low + close) / 3 times volume over
 * the sum of volume. Null while a session has traded no volume yet.
 */
export function computeVwap(bars: readonly VwapBar[]): (number | null)[] {
  let day = "";
  let priced = 0;
  let volume = 0;
  return bars.map((bar) => {
    if (bar.date !== day) {
      day = bar.date;
      priced = 0;
      volume = 0;
    }
    priced += ((bar.high + bar.low + bar.close) / 3) * bar.volume;
    volume += bar.volume;
    return volume > 0 ? priced / volume : null;
  });
}
