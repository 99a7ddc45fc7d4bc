import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";

export async function countSecurities(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(securities);
  return Number(row?.count ?? 0);
}
