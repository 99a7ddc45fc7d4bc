import "server-only";
import { sql } from "drizzle-orm";
import type { EarningsReport } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";

/**
 * Stores a company's filed reports as EDGAR lists them now, upserted by (symbol, form, period
 * end): reading the same facts again changes nothing, and a later filing adds its row.
 */
export async function upsertEarningsReports(
  db: Database,
  symbol: string,
  reports: readonly EarningsReport[],
): Promise<number> {
  if (reports.length === 0) return 0;
  // One row per key, the first given (the newest filing): ON CONFLICT touches a row once a statement.
  const unique = [
    ...new Map(
      [...reports].reverse().map((report) => [`${report.form} ${report.periodEnd}`, report]),
    ).values(),
  ];
  const rows = JSON.stringify(unique);
  await db.execute(sql`insert into earnings_report (symbol, form, period_end, filed, eps, months)
    select ${symbol}, input.form, input."periodEnd", input.filed, input.eps, input.months
    from json_to_recordset(${rows}::json) as input(form text, "periodEnd" date, filed date,
      eps float8, months smallint)
    on conflict (symbol, form, period_end) do update set filed = excluded.filed,
      eps = excluded.eps, months = excluded.months`);
  return unique.length;
}
