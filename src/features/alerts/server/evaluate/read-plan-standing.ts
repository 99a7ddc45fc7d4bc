import "server-only";
import { entitlementsOf } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { listAlertStandings } from "../data/list-alert-standings";
import { judgePlanStanding, type PlanStanding } from "./judge-plan-standing";

/** What the owners' plans keep of the active alerts now (docs/alerts.md#limits, "After a downgrade"). */
export async function readPlanStanding(db: Database): Promise<PlanStanding> {
  return judgePlanStanding(await listAlertStandings(db), (row) => entitlementsOf(row));
}
