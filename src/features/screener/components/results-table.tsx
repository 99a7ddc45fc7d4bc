"use client";

import { type CSSProperties, type ReactNode, useMemo } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { useDelegatedLinks } from "@/components/ui/use-delegated-links";
import type { DefaultListToggle } from "@/features/watchlist/components";
import { describeScreenSort } from "../describe-screen-sort";
import type { ColumnId } from "../screen-column-ids";
import { columnCatalogue } from "../screen-columns";
import type { SortColumn } from "../screen-sort-and-page";
import type { ScreenState } from "../screen-url-state";
import type { ScreenRow } from "../server/data";
import { shownColumnIds } from "../view-column-ids";
import { ResultRow } from "./result-row";
import { ResultsHeader } from "./results-header";
import type { RowSelection } from "./use-row-selection";

type Props = {
  state: ScreenState;
  rows: ScreenRow[] | undefined;
  loading: boolean;
  onSort: (column: SortColumn) => void;
  /** The intent to sort by a column (a pointer on its heading, or focus): its rows can be asked for ahead. */
  onSortIntent: (column: SortColumn) => void;
  onOpen: (symbol: string, position: number) => void;
  /** Clears the filters, offered when nothing matches. */
  onReset?: () => void;
  /** Shown for no rows instead of "No stocks match" when that is not why (a page past the last). */
  emptyNotice?: ReactNode;
  /** The star beside each ticker; null for a visitor. */
  watch: DefaultListToggle | null;
  /** The rows' checkboxes; null for a visitor, who has none. */
  selection: RowSelection | null;
  /**
   * A person with a session, known in the server's render: the star and checkboxes arrive after
   * hydration with the lists, and their room is kept from the first render so nothing moves then.
   */
  controls: boolean;
};

/**
 * The ticker column stays put while the rest scrolls sideways; it needs its own background to cover
 * what passes under it, and a layer above the live figures, whose contained layout paints them as
 * positioned boxes would (live-price.tsx).
 */
const stickyCell =
  "sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] group-hover:bg-slate-50 group-data-selected:bg-brand-50 dark:bg-slate-950 dark:shadow-[inset_-1px_0_0_var(--color-slate-800)] dark:group-hover:bg-slate-900 dark:group-data-selected:bg-slate-900";
const cellBorder = "border-b border-slate-100 dark:border-slate-800";
/** What the row's checkbox (its touch area) and star add to the first column's width, in rem. */
const CHECKBOX_REM = 1.5;
const STAR_REM = 1.5;
/** The first column on a phone with the company name under the ticker (its 8 rem and the padding). */
const NAME_UNDER_TICKER_REM = 9.75;

/**
 * The results, a server page at a time (at most 100 rows, so a plain table renders at once). The
 * table scrolls inside its own frame, no taller than the window below the site header (from `md`,
 * where the results and pager stick under that header, 14rem less: room for the pager and the
 * selection bar), so the header row stays in view scrolling down and the ticker column scrolling
 * sideways (a sticky cell sticks to its nearest scrolling box, and a sideways scroller is one in
 * both directions). Rows
 * keep a fixed height, and skeleton rows fill the page size while loading, so nothing moves when
 * the rows arrive (docs/product.md#screener, "Columns").
 */
export function ResultsTable({
  state,
  rows,
  loading,
  onSort,
  onSortIntent,
  onOpen,
  onReset,
  emptyNotice,
  watch,
  selection,
  controls,
}: Props) {
  const links = useDelegatedLinks();
  // Keyed by the ids' text: the screen is read afresh from the address at each change, arrays and all.
  const columnKey = shownColumnIds(state).join(",");
  const columns = useMemo(
    () => columnKey.split(",").map((id) => columnCatalogue[id as ColumnId]),
    [columnKey],
  );
  // On a phone the company name sits under the ticker and its own column folds away, so price and change fit beside them.
  const withName = columns.some((column) => column.id === "name");
  const rowHeight = withName ? "h-12 sm:h-10" : "h-10";
  const cellClasses = useMemo(
    () =>
      columns.map(
        (column, index) =>
          `px-3 whitespace-nowrap ${cellBorder} ${index === 0 ? stickyCell : "overflow-hidden text-ellipsis"} ${column.numeric ? "text-right font-mono tabular-nums" : ""} ${column.id === "name" ? "hidden sm:table-cell" : ""}`,
      ),
    [columns],
  );
  // The first column also holds the row's checkbox and star, and on a phone the company name under the ticker.
  const firstExtra = controls ? CHECKBOX_REM + STAR_REM : 0;

  return (
    <div
      role="region"
      aria-label="Screener results"
      aria-busy={loading}
      tabIndex={0}
      className="focus-visible:outline-brand-500 relative max-h-[calc(100dvh-4.5rem)] overflow-auto overscroll-x-contain rounded-xl border border-slate-200 focus-visible:outline-2 md:max-h-[calc(100dvh-14rem)] dark:border-slate-800"
    >
      {/* Laid out from the columns' set widths alone (table-layout: fixed), not from their contents:
          new rows then change no column's width, and the browser does not measure every cell of the
          table again at each change, the largest cost of showing new rows (docs/product.md#screener, "Speed"). */}
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
        {...links}
      >
        <caption className="sr-only">
          Stocks matching the screen, sorted by {describeScreenSort(state.sort)}.
        </caption>
        <colgroup>
          {columns.map((column, index) =>
            index === 0 ? (
              <col
                key={column.id}
                className="w-(--phone) sm:w-(--wide)"
                style={
                  {
                    "--wide": `${column.width + firstExtra}rem`,
                    "--phone": `${Math.max(column.width + firstExtra, withName ? NAME_UNDER_TICKER_REM : 0)}rem`,
                  } as CSSProperties
                }
              />
            ) : (
              <col
                key={column.id}
                className={column.id === "name" ? "hidden sm:table-column" : undefined}
                style={{ width: `${column.width}rem` }}
              />
            ),
          )}
        </colgroup>
        <ResultsHeader
          columns={columns}
          sort={state.sort}
          onSort={onSort}
          onSortIntent={onSortIntent}
          page={selection && rows?.length ? pageCheckbox(selection, rows) : null}
          controls={controls}
        />
        {/* A layer of its own from the start (will-change), so dimming it while the next rows load
            changes no layout: toggling opacity on a table section otherwise makes Chromium lay
            the whole table out again, twice a change (docs/product.md#screener, "Speed"). */}
        <tbody
          className={`transition-opacity will-change-[opacity] ${loading && rows ? "opacity-60 delay-300" : ""}`}
        >
          {rows === undefined
            ? Array.from({ length: state.pageSize }, (_, i) => (
                <tr key={i} className={`group ${rowHeight}`}>
                  {columns.map((column, index) => (
                    <td key={column.id} className={cellClasses[index]}>
                      <div className="h-3 min-w-12 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                // Keyed by position: the next page or screen rewrites each row's text in place
                // instead of removing fifty rows and building fifty new ones (a row holds no
                // state to carry, and DOM removal was the largest single cost of a change).
                <ResultRow
                  key={index}
                  row={row}
                  columns={columns}
                  position={(state.page - 1) * state.pageSize + index + 1}
                  cellClasses={cellClasses}
                  rowClass={`group ${rowHeight} hover:bg-slate-50 data-selected:bg-brand-50 dark:hover:bg-slate-900 dark:data-selected:bg-slate-900`}
                  nameUnderTicker={withName}
                  onOpen={onOpen}
                  watch={watch}
                  selected={selection?.selected.has(row.symbol) ?? false}
                  onSelect={selection?.toggle ?? null}
                  controls={controls}
                />
              ))}
        </tbody>
      </table>
      {rows !== undefined && rows.length === 0 && emptyNotice}
      {rows !== undefined && rows.length === 0 && !emptyNotice && (
        <div className="sticky left-0 px-4 py-12 text-center">
          <p className="font-semibold">No stocks match this screen</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Loosen a filter, start from a preset, or start again.
          </p>
          {onReset && (
            <button
              type="button"
              onClick={onReset}
              className={`mt-4 ${buttonClass({ variant: "secondary", size: "sm" })}`}
            >
              Reset filters
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The header's checkbox: ticks every row of the page, or unticks them all once all are ticked. */
function pageCheckbox(selection: RowSelection, rows: readonly ScreenRow[]) {
  const symbols = rows.map((row) => row.symbol);
  const ticked = symbols.filter((symbol) => selection.selected.has(symbol)).length;
  const all = ticked === symbols.length;
  return {
    rows: symbols.length,
    all,
    some: ticked > 0,
    onToggle: () => selection.setAll(symbols, !all),
  };
}
