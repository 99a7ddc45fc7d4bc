import { type ColumnId, isColumnId, MAX_COLUMNS, TICKER_COLUMN } from "./screen-column-ids";

/**
 * A picked column set from untrusted input (a URL's `cols`, an older saved screen): unknown ids and
 * repeats are dropped, not an error, the ticker is put first, and the list is cut at the limit.
 * Nothing known left means "no pick": the view's own columns.
 */
export function readColumnIds(values: readonly unknown[]): ColumnId[] | undefined {
  const known = values.filter(
    (value): value is ColumnId => typeof value === "string" && isColumnId(value),
  );
  if (known.length === 0) return undefined;
  return [...new Set<ColumnId>([TICKER_COLUMN, ...known])].slice(0, MAX_COLUMNS);
}
