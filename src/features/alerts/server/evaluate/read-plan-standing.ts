import "server-only";
import { entitlementsOf } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import type { AlertKind } from "../../alert-kinds";
import { listAlertStandings } from "../data/list-alert-standings";
import { judgePlanStanding, type PlanStanding } from "./judge-plan-standing";

/**
 * What the owners' plans keep of the active alerts now (docs/alerts.md#limits, "After a downgrade"),
 * of `kinds` only when given.
 */
export async function readPlanStanding(
  db: Database,
  kinds?: readonly AlertKind[],
): Promise<PlanStanding> {
  return judgePlanStanding(await listAlertStandings(db, kinds), (row) => entitlementsOf(row));
}
