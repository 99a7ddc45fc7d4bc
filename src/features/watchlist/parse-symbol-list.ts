import { parseCsv } from "@/lib/csv/parse-csv";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** The most text an import accepts; the input schema enforces it, so parsing stays bounded. */
export const MAX_IMPORT_CHARS = 200_000;

/** The most distinct symbols one import keeps; past it the rest are dropped and reported. */
export const MAX_IMPORT_SYMBOLS = 2_000;

/** What an import found: the symbols to add, and what to tell the user about the rest. */
export type ParsedSymbolList = {
  symbols: string[];
  invalid: string[];
  duplicates: string[];
  truncated: boolean;
};

/** Header names other tools give the ticker column (brokers, spreadsheets, our own export). */
const SYMBOL_HEADING = /^(symbol|ticker|code)$/i;

/** TradingView's `###Section name` markers; a name may hold spaces, so one runs to the next comma or line end. */
const SECTION_MARKER = /(^|[\s,;])###[^,;\r\n]*/g;

/**
 * The symbol column's cells when the first non-empty line is a CSV header naming one (split by
 * comma, semicolon or tab); null when the text is a plain list instead.
 */
function csvSymbolCells(text: string): string[] | null {
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== "") ?? "";
  for (const delimiter of [",", ";", "\t"]) {
    const header = parseCsv(firstLine, delimiter)[0] ?? [];
    const column = header.findIndex((heading) => SYMBOL_HEADING.test(heading.trim()));
    if (header.length < 2 || column < 0) continue;
    const rows = parseCsv(text, delimiter).filter((row) => row.some((cell) => cell.trim() !== ""));
    return rows.slice(1).map((row) => row[column] ?? "");
  }
  return null;
}

/**
 * The symbols of pasted text, a TradingView watchlist (`NASDAQ:AAPL,###TECH,NYSE:BRK.B`) or a CSV
 * with a symbol/ticker/code column, in the product's canonical form (`brk/b` → `BRK.B`), first-seen
 * order. Only the form is checked; whether a symbol is listed is the server's call.
 */
export function parseSymbolList(text: string): ParsedSymbolList {
  const body = text.replace(/^\uFEFF/, "");
  const tokens = csvSymbolCells(body) ?? body.replace(SECTION_MARKER, "$1").split(/[\s,;]+/);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const invalid = new Set<string>();
  let truncated = false;
  for (const raw of tokens) {
    const token = raw.trim();
    if (token === "") continue;
    // An exchange prefix (`NASDAQ:`) goes; normalizeSymbol drops a leading `$` itself.
    const symbol = normalizeSymbol(token.replace(/^[A-Z0-9_]+:/i, ""));
    if (symbol === null) invalid.add(token);
    else if (seen.has(symbol)) duplicates.add(symbol);
    else if (seen.size >= MAX_IMPORT_SYMBOLS) truncated = true;
    else seen.add(symbol);
  }
  return { symbols: [...seen], invalid: [...invalid], duplicates: [...duplicates], truncated };
}
