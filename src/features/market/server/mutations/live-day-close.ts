import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { marketDayCloses, securities } from "@/server/db/schema";
import type { Technicals } from "../../compute-technicals";
import type { QuoteSource } from "../../live-quote";
import { type SymbolBar, upsertBarRows } from "./upsert-daily-bars";

export type SymbolTechnicals = Technicals & { symbol: string };

/** Each technical's type in SQL, every one named (the compiler checks), for the recordset below. */
const TECHNICAL_TYPES = {
  perf1w: "float8",
  perf1m: "float8",
  perf3m: "float8",
  perfYtd: "float8",
  perf1y: "float8",
  high52w: "float8",
  low52w: "float8",
  fromHigh52w: "float8",
  fromLow52w: "float8",
  sma20: "float8",
  sma50: "float8",
  sma200: "float8",
  rsi14: "float8",
  avgVolume3m: "bigint",
  relVolume: "float8",
  monthCloses: "text",
} satisfies Record<keyof Technicals, string>;

const columns = getTableColumns(securities);
const named = Object.entries(TECHNICAL_TYPES).map(([key, type]) => ({
  key: key as keyof Technicals,
  name: columns[key as keyof Technicals].name,
  type,
}));
const recordset = sql.raw(named.map(({ name, type }) => `"${name}" ${type}`).join(", "));
const assignments = sql.raw(named.map(({ name }) => `"${name}" = input."${name}"`).join(", "));

/**
 * Part of a live provider's day close (docs/live-market.md#the-day-close): these symbols' daily
 * bars upserted, and their technicals written into `security`, in one transaction. Only the
 * technicals: the price and the day's figures stay the quote fold's, which may be writing them.
 */
export async function storeLiveDay(
  db: Database,
  day: { bars: SymbolBar[]; rows: SymbolTechnicals[] },
): Promise<void> {
  const rows = JSON.stringify(
    day.rows.map((row) => ({
      symbol: row.symbol,
      ...Object.fromEntries(named.map(({ key, name }) => [name, row[key]])),
    })),
  );
  await db.transaction(async (tx) => {
    await upsertBarRows(tx, day.bars);
    await tx.execute(sql`update security set ${assignments}
      from json_to_recordset(${rows}::json) as input(symbol text, ${recordset})
      where security.symbol = input.symbol`);
  });
}

/** Records that `day`'s close is written; a second record of the same day changes nothing. */
export async function recordDayClose(
  db: Database,
  close: { tradingDay: string; source: QuoteSource; symbols: number },
): Promise<void> {
  await db.insert(marketDayCloses).values(close).onConflictDoNothing();
}
