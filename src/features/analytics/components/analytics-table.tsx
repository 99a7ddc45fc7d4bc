import { DataTable, dataCellClass } from "@/components/ui/data-table";

/**
 * One of the dashboard's tables: captioned for screen readers (the panel's heading says it to
 * everyone else), the first column text, the others numbers already formatted, right-aligned. No
 * minimum width: three or four columns fit a phone whole; wider ones scroll in their frame.
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
    <DataTable label={caption} caption={caption} head={head} numeric={head.slice(1)}>
      {rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, i) => (
            <td
              key={i}
              className={`${dataCellClass} ${i > 0 ? "text-right whitespace-nowrap tabular-nums" : "break-words"}`}
            >
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
