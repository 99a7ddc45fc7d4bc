import type { WatchlistSortColumn } from "../sort-watchlist-rows";

/**
 * The table's columns in order (docs/product.md#watchlists); `numeric` ones align right in a
 * fixed-width face. The percentage comes before the change in dollars, so a phone shows it beside the price.
 */
export const watchlistColumns: readonly { id: WatchlistSortColumn; label: string; numeric: boolean; firstDirection: "asc" | "desc" }[] = [
  { id: "symbol", label: "Symbol", numeric: false, firstDirection: "asc" },
  { id: "lastPrice", label: "Last", numeric: true, firstDirection: "desc" },
  { id: "changePct", label: "Chg %", numeric: true, firstDirection: "desc" },
  { id: "change", label: "Chg", numeric: true, firstDirection: "desc" },
  { id: "volume", label: "Volume", numeric: true, firstDirection: "desc" },
  { id: "marketCap", label: "Mkt cap", numeric: true, firstDirection: "desc" },
  { id: "range52w", label: "52-wk range", numeric: false, firstDirection: "desc" },
  { id: "targetPrice", label: "Target", numeric: true, firstDirection: "desc" },
  { id: "toTarget", label: "To target", numeric: true, firstDirection: "desc" },
  { id: "note", label: "Note", numeric: false, firstDirection: "asc" },
];
