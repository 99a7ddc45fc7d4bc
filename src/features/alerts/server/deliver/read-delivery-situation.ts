import "server-only";
import type { Database } from "@/server/db/create-database";
import { quietHoursEnd } from "../../quiet-hours";
import { readAlertPreferences } from "../data/alert-preferences";
import type { DeliveryDeps } from "./delivery-deps";
import { findMailRecipient } from "./mail-recipient";

/** A person's delivery settings now: their preferences, when quiet hours end (null: not quiet), where mail goes. */
export async function readDeliverySituation(db: Database, deps: DeliveryDeps, userId: string) {
  const now = deps.now();
  const preferences = await readAlertPreferences(db, userId);
  const quietUntil = quietHoursEnd(now, {
    timeZone: preferences.timeZone,
    start: preferences.quietStart,
    end: preferences.quietEnd,
  });
  const to = await findMailRecipient(db, userId, preferences, deps.mailer.available);
  return { now, preferences, quietUntil, to };
}
