import "server-only";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { companyFundamentals, securities } from "@/server/db/schema";
import { currentlyQuoted } from "./currently-quoted";

/**
 * Listed common stocks whose company EDGAR was never asked about, or not for `maxAgeHours`: never
 * asked first, then the longest ago, so a refresh cut short resumes with what it did not reach
 * (docs/live-market.md#sec-edgar-fundamentals).
 */
export async function listDueFundamentals(
  db: Database,
  limit: number,
  maxAgeHours = 24,
): Promise<string[]> {
  const { checkedAt } = companyFundamentals;
  const rows = await db
    .select({ symbol: securities.symbol })
    .from(securities)
    .leftJoin(companyFundamentals, eq(companyFundamentals.symbol, securities.symbol))
    .where(
      and(
        eq(securities.securityType, "common"),
        currentlyQuoted(),
        or(isNull(checkedAt), lt(checkedAt, sql`now() - make_interval(hours => ${maxAgeHours})`)),
      ),
    )
    .orderBy(sql`${checkedAt} asc nulls first`, asc(securities.symbol))
    .limit(limit);
  return rows.map((row) => row.symbol);
}

/** What EDGAR last said of one symbol's company, or null when it was never asked. */
export async function getCompanyFundamentals(db: Database, symbol: string) {
  const [row] = await db
    .select()
    .from(companyFundamentals)
    .where(eq(companyFundamentals.symbol, symbol))
    .limit(1);
  return row ?? null;
}
