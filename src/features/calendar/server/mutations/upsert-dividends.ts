import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { Dividend } from "../../dividend";

/**
 * Stores dividends in ONE statement, upserted by (provider, provider id): a dividend read again is
 * the same row with the latest dates and amount. Returns how many it wrote.
 */
export async function upsertDividends(
  db: Database,
  provider: string,
  dividends: readonly Dividend[],
): Promise<number> {
  if (dividends.length === 0) return 0;
  const unique = [...new Map(dividends.map((dividend) => [dividend.id, dividend])).values()];
  const rows = JSON.stringify(unique);
  await db.execute(sql`insert into dividend (provider, provider_id, symbol, ex_date, record_date,
      pay_date, amount, currency, special)
    select ${provider}, input.id, input.symbol, input."exDate", input."recordDate", input."payDate",
      input.amount, input.currency, input.special
    from json_to_recordset(${rows}::json) as input(id text, symbol text, "exDate" date,
      "recordDate" date, "payDate" date, amount float8, currency text, special boolean)
    on conflict (provider, provider_id) do update set symbol = excluded.symbol,
      ex_date = excluded.ex_date, record_date = excluded.record_date, pay_date = excluded.pay_date,
      amount = excluded.amount, currency = excluded.currency, special = excluded.special`);
  return unique.length;
}
