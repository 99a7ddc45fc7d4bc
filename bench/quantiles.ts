/** Median, 95th and 99th percentile of `samples` (in whatever unit they are), NaN when there are none. */
export function quantiles(samples: readonly number[]): {
  median: number;
  p95: number;
  p99: number;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) };
}
