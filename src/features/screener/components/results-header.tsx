import { ariaSortOf } from "@/components/ui/aria-sort-of";
import type { ScreenColumn } from "../screen-columns";
import type { ScreenSort, SortColumn } from "../screen-sort-and-page";
import { RowCheckbox } from "./row-checkbox";

/** The header's checkbox for the page's rows: ticked when all are, mixed when some are. */
export type PageCheckbox = { rows: number; all: boolean; some: boolean; onToggle: () => void };

type Props = {
  columns: ScreenColumn[];
  sort: ScreenSort;
  onSort: (column: SortColumn) => void;
  onSortIntent: (column: SortColumn) => void;
  page: PageCheckbox | null;
  /** A person with a session: the page's checkbox has its room before it arrives. */
  controls: boolean;
};

/**
 * The results' header row. It sticks to the top of the table's scrolling frame, its first cell to
 * the left as well. Only the sorted column shows an arrow and carries `aria-sort`; each sortable
 * heading is a button named by the column, so a screen reader hears "Price, button, sorted descending".
 * For a person with a session the first cell also holds the checkbox for the page's rows. A pointer
 * on a heading, or focus, asks for that sort's rows ahead (docs/product.md#screener, "Speed").
 */
export function ResultsHeader({ columns, sort, onSort, onSortIntent, page, controls }: Props) {
  return (
    <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
      <tr>
        {columns.map((column, index) => {
          const sorted = column.sort !== undefined && column.sort === sort.column;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={ariaSortOf(sorted ? sort.direction : null)}
              className={`sticky top-0 h-9 border-b border-slate-200 bg-slate-50 px-3 font-medium whitespace-nowrap dark:border-slate-800 dark:bg-slate-900 ${index === 0 ? "left-0 z-20" : "z-10"} ${column.numeric ? "text-right" : ""} ${column.id === "name" ? "hidden sm:table-cell" : ""}`}
            >
              {index === 0 && controls && (
                <span className="inline-flex w-6 align-middle">
                  {page && (
                    <RowCheckbox
                      label={`Select all ${page.rows} rows on this page`}
                      checked={page.all}
                      indeterminate={page.some && !page.all}
                      onChange={page.onToggle}
                    />
                  )}
                </span>
              )}
              {column.sort ? (
                <button
                  type="button"
                  onClick={() => onSort(column.sort!)}
                  onPointerEnter={() => onSortIntent(column.sort!)}
                  onFocus={() => onSortIntent(column.sort!)}
                  className="focus-visible:outline-brand-500 inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 dark:hover:text-white"
                >
                  {column.label}
                  {sorted && <span aria-hidden="true">{sort.direction === "asc" ? "▲" : "▼"}</span>}
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
