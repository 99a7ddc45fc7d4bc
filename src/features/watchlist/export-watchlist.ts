import { downloadFile } from "@/lib/download/download-file";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { watchlistToCsv } from "./watchlist-to-csv";
import { watchlistToText } from "./watchlist-to-text";

type ExportRow = {
  symbol: string;
  name: string | null;
  note: string | null;
  targetPrice: number | null;
};

/** A file name from the list's name: letters, digits and dashes only, so every system keeps it. */
const fileNameOf = (listName: string) =>
  listName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "watchlist";

/** Downloads a list in its own order: plain text (one symbol a line, what other tools import) or CSV with names, notes and targets. */
export function exportWatchlist(
  listName: string,
  rows: readonly ExportRow[],
  format: "text" | "csv",
): void {
  if (format === "text")
    downloadFile(
      `${fileNameOf(listName)}.txt`,
      watchlistToText(rows.map((row) => row.symbol)),
      "text/plain;charset=utf-8",
    );
  // Names as the tables show them ("NVIDIA Corporation", not the listing's "… Common Stock").
  else
    downloadFile(
      `${fileNameOf(listName)}.csv`,
      watchlistToCsv(rows.map((row) => ({ ...row, name: row.name && cleanCompanyName(row.name) }))),
      "text/csv;charset=utf-8",
    );
}
