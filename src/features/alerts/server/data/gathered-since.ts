import "server-only";
import { and, eq, isNull, min } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { alertDeliveries } from "../schema";

/** Since when a person's oldest gathered trigger waits for its grouped notice, or null when none waits. */
export async function findGatheredSince(
  db: Database | DatabaseTransaction,
  userId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(alertDeliveries.createdAt) })
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.userId, userId),
        eq(alertDeliveries.outcome, "grouped"),
        isNull(alertDeliveries.deliveredAt),
      ),
    );
  return row?.since ?? null;
}
