import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { dailyBars } from "@/server/db/schema";
import { simulateDailyCloses } from "../../simulate-daily-closes";
import type { securityListing } from ".";

/**
 * For a select that joins `securityListing`: the security's last `sessions` stored daily closes,
 * oldest first, the history the stock page's chart shows (docs/product.md#market-data), as one
 * text of numbers separated by commas ("182.1,183.25,…"); "" when none is stored or the history is
 * simulated, which `simulatedRecentCloses` makes instead (the listing's `historySimulated`). A
 * correlated subquery: per row of the caller's query, one backward scan of daily_bar's
 * (symbol, date) index that stops after `sessions` entries and finds the close in the index itself
 * (migration 0017), so a list of any length stays one statement. Closes are rounded to 4 decimals
 * (a quote's precision) and sent as text, not an array: one value per row for the driver and
 * superjson to carry instead of one per day (docs/decisions.md#watchlists).
 */
export function recentCloses(listing: typeof securityListing, sessions: number): SQL<string> {
  const recent = sql`select ${dailyBars.date} as date, ${dailyBars.close} as close from ${dailyBars} where ${dailyBars.symbol} = ${listing.symbol} order by ${dailyBars.date} desc limit ${sessions}`;
  // Rounded in float arithmetic: through numeric it cost twice the scan. A double's text is its shortest exact form ("189.75").
  return sql<string>`case when ${listing.historySimulated} then '' else (select coalesce(string_agg((round(recent.close * 10000) / 10000)::text, ',' order by recent.date), '') from (${recent}) recent) end`;
}

/**
 * `recentCloses` for a security whose history is simulated, as the stock page's chart simulates it
 * (the snapshot provider): none without a positive price.
 */
export function simulatedRecentCloses(symbol: string, lastPrice: number | null, sessions: number): string {
  return lastPrice === null || lastPrice <= 0 ? "" : simulateDailyCloses(symbol, lastPrice, sessions).join(",");
}
