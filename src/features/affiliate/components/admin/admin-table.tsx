import type { ReactNode } from "react";
import { TableScroller } from "@/components/ui/table-scroller";

type Props = {
  label: string;
  caption: string;
  head: readonly string[];
  numeric: readonly string[];
  minWidth: string;
  busy: boolean;
  children: ReactNode;
};

/**
 * A table of the affiliate console: it scrolls sideways inside its frame on a phone, captioned for
 * screen readers, the `numeric` columns' headings right-aligned over their figures. The rows are
 * the caller's, each a `<tr>` (or two, with a form opened under it).
 */
export function AdminTable({ label, caption, head, numeric, minWidth, busy, children }: Props) {
  return (
    <TableScroller label={label} busy={busy}>
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className={`py-1.5 pr-3 font-medium ${numeric.includes(cell) ? "text-right" : ""}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </TableScroller>
  );
}
