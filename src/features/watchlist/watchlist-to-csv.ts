import { csvField } from "@/lib/csv/csv-field";

/** One exported watchlist row: the symbol, its company name and the user's note and target price. */
type WatchlistCsvRow = {
  symbol: string;
  name: string | null;
  note: string | null;
  targetPrice: number | null;
};

/**
 * A watchlist as CSV for spreadsheets: a `symbol,name,note,target_price` header, RFC 4180 quoting
 * and CRLF line ends, with the shared cell escaping so a note is never run as a formula.
 * parseSymbolList reads it back through its symbol column.
 */
export function watchlistToCsv(rows: readonly WatchlistCsvRow[]): string {
  const lines = ["symbol,name,note,target_price"];
  for (const row of rows)
    lines.push([row.symbol, row.name, row.note, row.targetPrice].map(csvField).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
