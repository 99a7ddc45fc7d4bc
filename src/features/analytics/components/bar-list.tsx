/** A horizontal bar chart as a list: readable by screen readers, no chart library needed. */
export function BarList({ items, empty }: { items: Array<{ label: string; value: number }>; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  const max = Math.max(...items.map((item) => item.value), 1);
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="truncate">{item.label}</span>
            <span className="font-mono text-slate-600 dark:text-slate-300">{item.value.toLocaleString()}</span>
          </div>
          <div className="mt-1 h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div className="h-2 rounded bg-brand-500" style={{ width: `${(item.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
