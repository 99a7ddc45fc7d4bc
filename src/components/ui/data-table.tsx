import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller";

type Props = {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** Says what the rows are, to screen readers; the section's heading says it to everyone else. */
  caption: string;
  head: readonly string[];
  /** The columns of figures: their headings are right-aligned over them. */
  numeric?: readonly string[];
  /** Headings only screen readers hear, for a column of links or actions. */
  unseen?: readonly string[];
  /** A Tailwind min-width class, below which the table scrolls sideways instead of squeezing. */
  minWidth?: string;
  busy?: boolean;
  children: ReactNode;
};

/** The cell padding every data table's cells share with its headings. */
export const dataCellClass = "py-2 pr-3";

/**
 * A table of records: it scrolls sideways inside its frame on a phone, captioned for screen
 * readers. The rows are the caller's, each a `<tr>` of `<td className={dataCellClass}>`.
 */
export function DataTable({
  label,
  caption,
  head,
  numeric = [],
  unseen = [],
  minWidth = "",
  busy,
  children,
}: Props) {
  return (
    <TableScroller label={label} busy={busy}>
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className={`${dataCellClass} font-medium ${numeric.includes(cell) ? "text-right" : ""}`}
              >
                {unseen.includes(cell) ? <span className="sr-only">{cell}</span> : cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </TableScroller>
  );
}
