import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { SymbolFacts } from "../evaluate/evaluation-types";

type Row = Omit<SymbolFacts, "closes"> & { symbol: string; monthCloses: string | null };

/**
 * The stored technicals of `symbols` (docs/alerts.md#evaluated-kinds): 52-week range, 3-month average
 * volume, SMA 20/50/200 and the month's closes. Raw SQL over the market's `security`, read in bulk.
 */
export async function listSymbolFacts(
  db: Database,
  symbols: string[],
): Promise<Map<string, SymbolFacts>> {
  if (symbols.length === 0) return new Map();
  const rows = await selectRawRows<Row>(
    db,
    sql`select symbol, high_52w as "high52w", low_52w as "low52w",
        avg_volume_3m::float8 as "avgVolume", sma20, sma50, sma200, month_closes as "monthCloses"
      from security where symbol in (select json_array_elements_text(${JSON.stringify(symbols)}::json))`,
  );
  return new Map(
    rows.map(({ symbol, monthCloses, ...facts }) => [
      symbol,
      { ...facts, closes: monthCloses ? monthCloses.split(",").map(Number) : [] },
    ]),
  );
}
