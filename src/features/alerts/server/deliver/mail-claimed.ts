import "server-only";
import type { Database } from "@/server/db/create-database";
import { listDeliveryTriggers } from "../data/delivery-triggers";
import { settleMailDeliveries } from "../mutations/claim-deliveries";
import { buildNotice } from "./build-notice";
import type { DeliveryDeps } from "./delivery-deps";
import { mailAlertNotice } from "./mail-alert-notice";
import { toTriggerSummary } from "./to-trigger-summary";

/**
 * Sends the one mail of triggers claimed together (a grouped window, a quiet night, a digest) and
 * records its outcome on their rows; without an address (unsubscribed meanwhile) they are skipped.
 */
export async function mailClaimed(
  db: Database,
  deps: DeliveryDeps,
  { to, triggerIds, kind }: { to: string | null; triggerIds: string[]; kind: "group" | "digest" },
): Promise<void> {
  if (triggerIds.length === 0) return;
  if (!to) return settleMailDeliveries(db, triggerIds, { skipped: "no alert mail is wanted now" });
  const triggers = (await listDeliveryTriggers(db, triggerIds)).map(toTriggerSummary);
  if (triggers.length === 0) return;
  const heading = kind === "digest" ? "digest" : triggers.length === 1 ? "alert" : "group";
  try {
    await mailAlertNotice(db, deps, {
      to,
      notice: buildNotice(triggers, heading),
      digest: kind === "digest",
    });
    await settleMailDeliveries(db, triggerIds, { sent: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await settleMailDeliveries(db, triggerIds, { sent: false, error: reason });
  }
}
