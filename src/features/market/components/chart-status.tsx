/**
 * Over the chart's box while it has nothing to draw: a pulse while the bars load, the reason it
 * could not load, or that the range has no bars.
 */
export function ChartStatus({
  pending,
  error,
  empty,
  intraday,
}: {
  pending: boolean;
  error: string | null | undefined;
  empty: boolean;
  intraday: boolean;
}) {
  if (pending)
    return (
      <div className="absolute inset-0 animate-pulse rounded bg-slate-100 dark:bg-slate-900" />
    );
  if (error)
    return (
      <p role="alert" className="text-loss absolute inset-0 grid place-items-center text-sm">
        The chart could not be loaded. {error}
      </p>
    );
  if (!empty) return null;
  return (
    <p className="absolute inset-0 grid place-items-center text-sm text-slate-600 dark:text-slate-400">
      No {intraday ? "minute bars in the last sessions" : "price history in this range"}.
    </p>
  );
}
