import { formatPrice } from "@/lib/format/format-market-number";
import { rangePosition } from "../sort-watchlist-rows";

type Props = { lastPrice: number | null; low52w: number | null; high52w: number | null };

/** Where today's price sits between the 52-week low and high: a bar with a marker, and the same in words for screen readers. */
export function RangeBar({ lastPrice, low52w, high52w }: Props) {
  const position = rangePosition({ lastPrice, low52w, high52w });
  if (position === null) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  const percent = Math.round(position * 100);
  // The bar over the low and the high, not between them: the column is as wide as the bar, not as two prices and a bar.
  return (
    <span
      className="block min-w-24 text-[0.6875rem] leading-4 text-slate-600 tabular-nums dark:text-slate-400"
      title={`52-week low ${formatPrice(low52w)}, high ${formatPrice(high52w)}`}
    >
      <span className="sr-only">{`${percent}% of the way from the 52-week low ${formatPrice(low52w)} to the high ${formatPrice(high52w)}`}</span>
      <span
        aria-hidden="true"
        className="relative my-1 block h-1.5 rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <span
          className="bg-brand-600 dark:bg-brand-400 absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full"
          style={{ left: `${percent}%` }}
        />
      </span>
      <span aria-hidden="true" className="flex justify-between gap-2">
        <span>{formatPrice(low52w)}</span>
        <span>{formatPrice(high52w)}</span>
      </span>
    </span>
  );
}
