import type { ScreenSort, SortColumn, SortDirection } from "./screen-sort-and-page";

/** Columns of words, read A→Z; every other column is a number, read from the highest. */
const textColumns: ReadonlySet<SortColumn> = new Set(["symbol", "name", "sector"]);

/**
 * The sort after a click on `column`'s header. The first click sorts the natural way, as Finviz and
 * TradingView do (text A→Z, numbers high→low); a second click on the sorted column turns it round.
 */
export function nextSort(current: ScreenSort, column: SortColumn): ScreenSort {
  if (current.column === column)
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  const direction: SortDirection = textColumns.has(column) ? "asc" : "desc";
  return { column, direction };
}
