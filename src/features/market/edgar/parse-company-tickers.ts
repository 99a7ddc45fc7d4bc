import { z } from "zod";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** The SEC lists about 10,000 tickers; a document with far more is not the one we asked for. */
const MAX_ENTRIES = 50_000;

const entrySchema = z.object({ cik_str: z.number().int().positive(), ticker: z.string().max(20) });

/**
 * Canonical symbol → CIK from the SEC's company_tickers.json (`{"0": {"cik_str": 320193,
 * "ticker": "AAPL", "title": "Apple Inc."}, …}`). The SEC writes share classes with a dash
 * (`BRK-B`); normalizeSymbol gives the product's form (`BRK.B`). Entries that are not a ticker and
 * a positive CIK are skipped; the first entry of a symbol wins (the SEC lists a company's main
 * ticker first).
 */
export function parseCompanyTickers(document: unknown): Map<string, number> {
  const ciks = new Map<string, number>();
  if (typeof document !== "object" || document === null) return ciks;
  for (const entry of Object.values(document).slice(0, MAX_ENTRIES)) {
    const parsed = entrySchema.safeParse(entry);
    if (!parsed.success) continue;
    const symbol = normalizeSymbol(parsed.data.ticker);
    if (symbol !== null && !ciks.has(symbol)) ciks.set(symbol, parsed.data.cik_str);
  }
  return ciks;
}
