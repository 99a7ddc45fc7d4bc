import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { dividends, earningsReports } from "@/server/db/schema";
import { dividendColumns, reportColumns } from "./event-columns";

/**
 * One company's dividend history (declared ones to come included) and filed reports, newest
 * first: by default as many as the stock page lists, more for its chart's markers.
 */
export async function listSymbolEvents(
  db: Database,
  symbol: string,
  limits = { dividends: 12, reports: 8 },
) {
  const [dividendRows, reports] = await Promise.all([
    db
      .select(dividendColumns)
      .from(dividends)
      .where(eq(dividends.symbol, symbol))
      .orderBy(desc(dividends.exDate))
      .limit(limits.dividends),
    db
      .select(reportColumns)
      .from(earningsReports)
      .where(eq(earningsReports.symbol, symbol))
      .orderBy(desc(earningsReports.filed))
      .limit(limits.reports),
  ]);
  return { dividends: dividendRows, reports };
}
