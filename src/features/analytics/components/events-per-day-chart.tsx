import type { AnalyticsDashboard } from "../server/data";

const familyColours: Record<string, string> = {
  pageview: "bg-slate-400",
  auth: "bg-sky-500",
  registration: "bg-brand-500",
  conversion: "bg-emerald-700",
  performance: "bg-amber-500",
  experiment: "bg-violet-500",
  affiliate: "bg-pink-500",
};

/** Stacked columns, one per day of the range (quiet days stay empty), coloured by event family. */
export function EventsPerDayChart({ perDay, days }: { perDay: AnalyticsDashboard["perDay"]; days: string[] }) {
  if (perDay.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">No events in this range yet.</p>;
  const families = [...new Set(perDay.map((row) => row.family))].sort();
  const totals = days.map((day) => perDay.filter((row) => row.day === day).reduce((sum, row) => sum + row.count, 0));
  const max = Math.max(...totals, 1);
  return (
    <div>
      <div className="flex h-40 items-end gap-1" role="img" aria-label={`Events per day over ${days.length} days, at most ${max} in a day`}>
        {days.map((day, index) => (
          <div key={day} className="flex h-full min-w-0 flex-1 flex-col-reverse bg-slate-50 dark:bg-slate-900" title={`${day}: ${totals[index]} events`}>
            {perDay
              .filter((row) => row.day === day)
              .map((row) => (
                <div key={row.family} className={familyColours[row.family] ?? "bg-slate-300"} style={{ height: `${(row.count / max) * 100}%` }} />
              ))}
          </div>
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{days[0]}</span>
        <span>{days.at(-1)}</span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {families.map((family) => (
          <li key={family} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${familyColours[family] ?? "bg-slate-300"}`} />
            {family} ({perDay.filter((row) => row.family === family).reduce((sum, row) => sum + row.count, 0).toLocaleString()})
          </li>
        ))}
      </ul>
    </div>
  );
}
