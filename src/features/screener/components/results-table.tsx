"use client";

import { TableScroller } from "@/components/ui/table-scroller";
import { viewColumns } from "../screen-columns";
import type { SortColumn } from "../screen-sort-and-page";
import type { ScreenState } from "../screen-url-state";
import type { ScreenRow } from "../server/data";

type Props = {
  state: ScreenState;
  rows: ScreenRow[] | undefined;
  loading: boolean;
  onSort: (column: SortColumn) => void;
  onOpen: (symbol: string, position: number) => void;
};

/**
 * The results, a server page at a time (at most 100 rows, so a plain table renders at once; no
 * virtualisation needed). Rows keep a fixed height and the table its place while loading.
 */
export function ResultsTable({ state, rows, loading, onSort, onOpen }: Props) {
  const columns = viewColumns[state.view];
  return (
    <TableScroller label="Screener results" busy={loading} framed>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column) => {
              const active = column.sort === state.sort.column;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (state.sort.direction === "asc" ? "ascending" : "descending") : undefined}
                  className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? "text-right" : ""}`}
                >
                  {column.sort ? (
                    <button type="button" onClick={() => onSort(column.sort!)} className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white">
                      {column.label}
                      {/* Only the sorted column shows an arrow; aria-sort tells screen readers. */}
                      {active && <span aria-hidden="true">{state.sort.direction === "asc" ? "▲" : "▼"}</span>}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 dark:divide-slate-800 ${loading ? "opacity-60" : ""}`}>
          {rows === undefined
            ? Array.from({ length: 12 }, (_, i) => (
                <tr key={i} className="h-10">
                  {columns.map((column) => (
                    <td key={column.key} className="px-3">
                      <div className="h-3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                <tr key={row.symbol} className="h-10 hover:bg-slate-50 dark:hover:bg-slate-900" onClickCapture={(event) => (event.target as HTMLElement).closest("a") && onOpen(row.symbol, (state.page - 1) * state.pageSize + index + 1)}>
                  {columns.map((column) => (
                    <td key={column.key} className={`px-3 whitespace-nowrap ${column.numeric ? "text-right font-mono tabular-nums" : ""}`}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {rows !== undefined && rows.length === 0 && (
        <div className="px-4 py-12 text-center">
          <p className="font-semibold">No stocks match this screen</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Loosen a filter or start from a preset.</p>
        </div>
      )}
    </TableScroller>
  );
}
