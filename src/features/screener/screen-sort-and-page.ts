import { filedColumnIds } from "./screen-column-ids";

/**
 * How a screen may be sorted and paged, in one place: the URL state falls back to these defaults,
 * the procedures' inputs accept only these values (screen-filter.ts), and the table and pager offer them.
 */
export const sortColumns = [
  "symbol",
  "name",
  "sector",
  "marketCap",
  "price",
  "changePct",
  "volume",
  "relVolume",
  "perf1w",
  "perf1m",
  "perf3m",
  "perfYtd",
  "perf1y",
  "fromHigh52w",
  "fromLow52w",
  "rsi14",
  "peRatio",
  "dividendYield",
  ...filedColumnIds,
] as const;
export type SortColumn = (typeof sortColumns)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];
export type ScreenSort = { column: SortColumn; direction: SortDirection };

/** Biggest companies first. */
export const DEFAULT_SORT: ScreenSort = { column: "marketCap", direction: "desc" };

/** Rows per page: at most 100, so a plain table renders a page at once (docs/product.md#screener). */
export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

export const isSortColumn = (value: string): value is SortColumn =>
  (sortColumns as readonly string[]).includes(value);
export const isPageSize = (value: number): value is PageSize =>
  (pageSizes as readonly number[]).includes(value);
