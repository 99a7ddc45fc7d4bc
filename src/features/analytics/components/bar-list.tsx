import { figureFormats } from "@/lib/format/figure-formats";

/** A horizontal bar chart as a list: each bar's label and value are text, so screen readers read it as it is. */
export function BarList({
  label,
  items,
  empty,
}: {
  label: string;
  items: Array<{ label: string; value: number }>;
  empty: string;
}) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  const max = Math.max(...items.map((item) => item.value), 1);
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{item.label}</span>
            <span className="text-slate-700 tabular-nums dark:text-slate-300">
              {figureFormats.count.format(item.value)}
            </span>
          </div>
          <div className="mt-1 h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div
              className="h-2 rounded bg-sky-600 dark:bg-sky-400"
              style={{ width: `${(item.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
