import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alertStates, alerts } from "../schema";

/** What the evaluator remembered of the active alerts (armed, base price), read at each reload. */
export async function listAlertStates(db: Database) {
  return db
    .select({
      alertId: alertStates.alertId,
      symbol: alertStates.symbol,
      armed: alertStates.armed,
      basePrice: alertStates.basePrice,
    })
    .from(alertStates)
    .innerJoin(alerts, eq(alerts.id, alertStates.alertId))
    .where(eq(alerts.status, "active"));
}
