import { distanceToTarget } from "./distance-to-target";

export const watchlistSortColumns = [
  "symbol",
  "lastPrice",
  "change",
  "changePct",
  "volume",
  "marketCap",
  "month",
  "range52w",
  "targetPrice",
  "toTarget",
  "note",
] as const;
export type WatchlistSortColumn = (typeof watchlistSortColumns)[number];
/** `null`: the list's own order, the one people arrange by hand. */
export type WatchlistSort = { column: WatchlistSortColumn; direction: "asc" | "desc" } | null;

/** The columns a list's rows are sorted by: every column of a row but the company name. */
export type SortableWatchlistRow = {
  symbol: string;
  note: string | null;
  targetPrice: number | null;
  lastPrice: number | null;
  change: number | null;
  changePct: number | null;
  volume: number | null;
  marketCap: number | null;
  high52w: number | null;
  low52w: number | null;
  /** The month's closes, oldest first, comma-separated ("" without history). */
  monthCloses: string;
};

/** Where the price sits in its 52-week range, 0 at the low and 1 at the high. */
export function rangePosition(
  row: Pick<SortableWatchlistRow, "lastPrice" | "high52w" | "low52w">,
): number | null {
  const { lastPrice, high52w, low52w } = row;
  if (lastPrice === null || high52w === null || low52w === null || high52w <= low52w) return null;
  return Math.min(1, Math.max(0, (lastPrice - low52w) / (high52w - low52w)));
}

/** The month's change in percent, from its first close to its last: what its sparkline shows. */
function monthChange(monthCloses: string): number | null {
  const first = Number.parseFloat(monthCloses);
  const last = Number.parseFloat(monthCloses.slice(monthCloses.lastIndexOf(",") + 1));
  return monthCloses.includes(",") && first > 0 && Number.isFinite(last)
    ? ((last - first) / first) * 100
    : null;
}

function valueOf(row: SortableWatchlistRow, column: WatchlistSortColumn): string | number | null {
  if (column === "range52w") return rangePosition(row);
  if (column === "month") return monthChange(row.monthCloses);
  if (column === "toTarget") return distanceToTarget(row.lastPrice, row.targetPrice);
  return row[column];
}

/**
 * The rows in the order the table shows: the list's own without a sort; otherwise by the column,
 * blanks last whichever the direction (as the screener), ties in the list's own order.
 */
export function sortWatchlistRows<Row extends SortableWatchlistRow>(
  rows: readonly Row[],
  sort: WatchlistSort,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order =
        typeof a.value === "string"
          ? a.value.localeCompare(String(b.value))
          : a.value - Number(b.value);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
