import { TableScroller } from "@/components/ui/table-scroller";

/**
 * One of the dashboard's tables: captioned for screen readers (the panel's heading says it to
 * everyone else), the first column text, the others numbers already formatted, right-aligned.
 */
export function AnalyticsTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  empty: string;
}) {
  if (rows.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            {head.map((cell, i) => (
              <th
                key={cell}
                scope="col"
                className={`py-1.5 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td
                  key={i}
                  className={`py-1.5 pr-3 ${i > 0 ? "text-right whitespace-nowrap tabular-nums" : "break-words"}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
