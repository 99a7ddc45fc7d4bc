import "server-only";
import { count, eq } from "drizzle-orm";
import type { AlertScope } from "@/features/alerts/alert-kinds";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { alerts } from "@/server/db/schema";

export type AlertCounts = Record<AlertScope, number>;

/**
 * How many alerts a person holds per scope, paused and done ones included: the plan counts every
 * alert kept (docs/alerts.md#limits), so pausing one does not make room.
 */
export async function countAlerts(
  db: Database | DatabaseTransaction,
  userId: string,
): Promise<AlertCounts> {
  const rows = await db
    .select({ scope: alerts.scope, n: count() })
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .groupBy(alerts.scope);
  const counts: AlertCounts = { symbol: 0, watchlist: 0, screen: 0 };
  for (const row of rows) counts[row.scope] = row.n;
  return counts;
}
