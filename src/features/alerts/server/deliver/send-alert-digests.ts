import "server-only";
import type { Database } from "@/server/db/create-database";
import { readAlertPreferences } from "../data/alert-preferences";
import { listDigestRecipients } from "../data/digest-recipients";
import { claimDeliveries, claimIntoNotification } from "../mutations/claim-deliveries";
import type { DeliveryDeps } from "./delivery-deps";
import { mailClaimed } from "./mail-claimed";
import { findMailRecipient } from "./mail-recipient";
import { notificationOf } from "./notification-of";
import { toTriggerSummary } from "./to-trigger-summary";

/** People per run: a run past it leaves the rest waiting for tomorrow's, never loses them. */
const PEOPLE_PER_RUN = 5_000;

/**
 * The daily digest (docs/alerts.md#mail), a periodic job: per person, what waited for it becomes
 * one notification and one mail. Claimed rows make a repeated run send nothing twice.
 */
export async function sendAlertDigests(db: Database, deps: DeliveryDeps): Promise<number> {
  const people = await listDigestRecipients(db, PEOPLE_PER_RUN);
  const now = deps.now();
  for (const userId of people) {
    await claimIntoNotification(
      db,
      { userId, channel: "in_app", outcome: "digest" },
      now,
      (triggers) => notificationOf(triggers.map(toTriggerSummary), "digest"),
    );
    const preferences = await readAlertPreferences(db, userId);
    const to = await findMailRecipient(db, userId, preferences, deps.mailer.available);
    const triggerIds = await claimDeliveries(
      db,
      { userId, channel: "mail", outcome: "digest" },
      now,
    );
    await mailClaimed(db, deps, { to, triggerIds, kind: "digest" });
  }
  return people.length;
}
