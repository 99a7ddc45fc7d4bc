import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { dividends, earningsReports } from "@/server/db/schema";
import { dividendColumns, reportColumns } from "./event-columns";

/** One company's dividend history (declared ones to come included) and filed reports, newest first. */
export async function listSymbolEvents(db: Database, symbol: string) {
  const [dividendRows, reports] = await Promise.all([
    db
      .select(dividendColumns)
      .from(dividends)
      .where(eq(dividends.symbol, symbol))
      .orderBy(desc(dividends.exDate))
      .limit(12),
    db
      .select(reportColumns)
      .from(earningsReports)
      .where(eq(earningsReports.symbol, symbol))
      .orderBy(desc(earningsReports.filed))
      .limit(8),
  ]);
  return { dividends: dividendRows, reports };
}
