"use client";

import { useRef, useState } from "react";
import { ariaSortOf } from "@/components/ui/aria-sort-of";
import { newYorkDate } from "@/features/market";
import type { WatchlistRow as Row } from "../server/data";
import {
  sortWatchlistRows,
  type WatchlistSort,
  type WatchlistSortColumn,
} from "../sort-watchlist-rows";
import { watchlistColumns } from "./watchlist-columns";
import { WatchlistRow } from "./watchlist-row";

/** Without `edits` the table is read-only (a shared list): no handles, no note or target columns, no actions. */
export type WatchlistTableEdits = {
  onMove: (symbol: string, toIndex: number, method: "keyboard" | "drag") => void;
  onRemove: (symbol: string) => void;
  onEdit: (symbol: string, fields: { note: string | null; targetPrice: number | null }) => void;
};
type Props = { name: string; rows: Row[]; edits?: WatchlistTableEdits };

const personalColumns = new Set(["targetPrice", "toTarget", "note"]);

/**
 * A list's symbols with their quote columns. Sorting by a column is a view of the moment; without
 * one the rows are in the list's own order, which the handles rearrange by drag or keyboard, each
 * move announced to screen readers (docs/product.md#watchlists).
 */
export function WatchlistTable({ name, rows, edits }: Props) {
  const [sort, setSort] = useState<WatchlistSort>(null);
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<string | null>(null);
  const shown = sortWatchlistRows(rows, sort);
  const columns = edits
    ? watchlistColumns
    : watchlistColumns.filter((column) => !personalColumns.has(column.id));
  // Simulated history is labelled wherever it is shown (docs/product.md#market-data).
  const simulatedMonths = rows.some((row) => row.monthSimulated);
  // Coming reports are counted in the exchange's days (docs/product.md#watchlists).
  const today = newYorkDate(new Date());

  function sortBy(column: WatchlistSortColumn, firstDirection: "asc" | "desc") {
    // The first click sorts the natural way, the second reverses it, the third returns to the list's own order.
    setSort((current) =>
      current?.column !== column
        ? { column, direction: firstDirection }
        : current.direction === firstDirection
          ? { column, direction: firstDirection === "asc" ? "desc" : "asc" }
          : null,
    );
  }
  function move(symbol: string, toIndex: number, method: "keyboard" | "drag") {
    const from = rows.findIndex((row) => row.symbol === symbol);
    const to = Math.max(0, Math.min(rows.length - 1, toIndex));
    if (!edits || from < 0 || from === to) return;
    edits.onMove(symbol, to, method);
    setAnnouncement(`${symbol} moved to position ${to + 1} of ${rows.length}.`);
  }

  return (
    <div>
      {edits && (
        <p id="watchlist-move-hint" className="sr-only">
          Press Alt with the up or down arrow to move this symbol in the list.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        role="region"
        aria-label={`${name}: symbols`}
        tabIndex={0}
        className="focus-visible:outline-brand-500 relative max-h-[calc(100dvh-4.5rem)] overflow-auto overscroll-x-contain rounded-xl border border-slate-200 focus-visible:outline-2 dark:border-slate-800"
      >
        <table className="w-full border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">{`The symbols of ${name}, ${sort ? `sorted by ${watchlistColumns.find((c) => c.id === sort.column)?.label}` : "in the list's own order"}.`}</caption>
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
            <tr>
              {columns.map((column, index) => {
                const sorted = sort?.column === column.id;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSortOf(sorted ? sort.direction : null)}
                    className={`sticky top-0 h-9 border-b border-slate-200 bg-slate-50 px-2 font-medium whitespace-nowrap dark:border-slate-800 dark:bg-slate-900 ${index === 0 ? "left-0 z-20" : "z-10"} ${column.numeric ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column.id, column.firstDirection)}
                      className="focus-visible:outline-brand-500 inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 dark:hover:text-white"
                    >
                      {column.id === "month" && simulatedMonths ? (
                        // "Simulated" under the heading, not beside it, so the column is no wider than its lines.
                        <span className="flex flex-col items-start gap-0.5 leading-none">
                          {column.label}
                          <span className="rounded bg-amber-100 px-1 py-px font-semibold text-amber-900 normal-case">
                            Simulated
                          </span>
                        </span>
                      ) : (
                        column.label
                      )}
                      {sorted && (
                        <span aria-hidden="true">{sort.direction === "asc" ? "▲" : "▼"}</span>
                      )}
                    </button>
                  </th>
                );
              })}
              {edits && (
                <th
                  scope="col"
                  className="sticky top-0 z-10 h-9 border-b border-slate-200 bg-slate-50 px-2 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <WatchlistRow
                key={row.symbol}
                row={row}
                today={today}
                edits={
                  edits && {
                    movable: sort === null,
                    onMove: (symbol, step) => move(symbol, index + step, "keyboard"),
                    onDragStart: (symbol) => (dragged.current = symbol),
                    onDropOn: (symbol) =>
                      dragged.current &&
                      move(
                        dragged.current,
                        rows.findIndex((r) => r.symbol === symbol),
                        "drag",
                      ),
                    onRemove: edits.onRemove,
                    onEdit: edits.onEdit,
                  }
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      {sort && edits && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Sorted by {watchlistColumns.find((c) => c.id === sort.column)?.label}.{" "}
          <button
            type="button"
            onClick={() => setSort(null)}
            className="text-brand-700 dark:text-brand-300 font-semibold hover:underline"
          >
            Back to the list&apos;s order
          </button>{" "}
          to rearrange it.
        </p>
      )}
    </div>
  );
}
