import type { WatchlistSortColumn } from "../sort-watchlist-rows";

type SortableColumn = {
  id: WatchlistSortColumn;
  label: string;
  numeric: boolean;
  firstDirection: "asc" | "desc";
};

/**
 * The table's columns in order (docs/product.md#watchlists); `numeric` ones align right in a
 * fixed-width face. The percentage comes before the change in dollars, so a phone shows it beside
 * the price; the month's sparkline sits with the 52-week range among the later columns, which a
 * phone scrolls to.
 */
export const watchlistColumns: readonly SortableColumn[] = [
  { id: "symbol", label: "Symbol", numeric: false, firstDirection: "asc" },
  { id: "lastPrice", label: "Last", numeric: true, firstDirection: "desc" },
  { id: "changePct", label: "Chg %", numeric: true, firstDirection: "desc" },
  { id: "change", label: "Chg", numeric: true, firstDirection: "desc" },
  { id: "volume", label: "Volume", numeric: true, firstDirection: "desc" },
  { id: "marketCap", label: "Mkt cap", numeric: true, firstDirection: "desc" },
  // Sorted by the month's change, the one number its sparkline shows.
  { id: "month", label: "1 month", numeric: false, firstDirection: "desc" },
  { id: "range52w", label: "52-wk range", numeric: false, firstDirection: "desc" },
  { id: "targetPrice", label: "Target", numeric: true, firstDirection: "desc" },
  { id: "toTarget", label: "To target", numeric: true, firstDirection: "desc" },
  { id: "note", label: "Note", numeric: false, firstDirection: "asc" },
];
