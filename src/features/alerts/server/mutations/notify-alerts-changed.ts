import "server-only";
import { sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { ALERTS_CHANGED_CHANNEL } from "../evaluate/alert-evaluation-limits";

/**
 * Tells every node's evaluator that alerts changed, once the transaction commits: it reloads the
 * active alerts on `alerts_changed` (docs/alerts.md#creating-and-managing-alerts). No payload: the
 * evaluator reads what it needs.
 */
export async function notifyAlertsChanged(db: Database | DatabaseTransaction): Promise<void> {
  await db.execute(sql`select pg_notify(${ALERTS_CHANGED_CHANNEL}, '')`);
}
