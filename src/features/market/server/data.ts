import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";

export async function countSecurities(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(securities);
  return Number(row?.count ?? 0);
}

/** One security by its canonical symbol, or null. */
export async function getSecurity(db: Database, symbol: string) {
  const [row] = await db.select().from(securities).where(eq(securities.symbol, symbol)).limit(1);
  return row ?? null;
}
