import { isColumnId } from "./screen-column-ids";
import { columnCatalogue } from "./screen-columns";
import type { ScreenSort } from "./screen-sort-and-page";

/** The sort in words, for the table's caption: "Price, highest first", "Ticker, A to Z". */
export function describeScreenSort({ column, direction }: ScreenSort): string {
  const known = isColumnId(column) ? columnCatalogue[column] : undefined;
  const order = known?.numeric
    ? direction === "desc"
      ? "highest first"
      : "lowest first"
    : direction === "asc"
      ? "A to Z"
      : "Z to A";
  return `${known?.label ?? column}, ${order}`;
}
