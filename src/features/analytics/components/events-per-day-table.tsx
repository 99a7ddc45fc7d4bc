import { TableScroller } from "@/components/ui/table-scroller";
import { figureFormats } from "@/lib/format/figure-formats";
import type { StackedDays } from "../stack-families";

/** The chart's numbers, day by day, folded away until asked for: the chart's table for screen readers and for anyone who wants exact figures. */
export function EventsPerDayTable({ stacked }: { stacked: StackedDays }) {
  const { count } = figureFormats;
  return (
    <details className="mt-4 text-sm">
      <summary className="text-brand-700 dark:text-brand-500 cursor-pointer font-medium">
        Show the numbers by day
      </summary>
      <div className="mt-2">
        <TableScroller label="Events per day, by family">
          <table className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">Events per day, by family</caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  All
                </th>
                {stacked.series.map((series) => (
                  <th
                    key={series.label}
                    scope="col"
                    className="py-1.5 pr-3 font-medium whitespace-nowrap"
                  >
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {stacked.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                    {figureFormats.date.format(new Date(`${day.day}T00:00:00Z`))}
                  </th>
                  <td className="py-1 pr-3">{count.format(day.total)}</td>
                  {day.values.map((value, i) => (
                    <td key={i} className="py-1 pr-3">
                      {count.format(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </div>
    </details>
  );
}
