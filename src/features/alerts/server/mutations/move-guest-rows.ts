import "server-only";
import { eq } from "drizzle-orm";
import type { DatabaseTransaction } from "@/server/db/create-database";
import {
  alertDeliveries,
  alertPreferences,
  alerts,
  alertTriggers,
  notifications,
  pushSubscriptions,
} from "@/server/db/schema";
import { notifyAlertsChanged } from "./notify-alerts-changed";

/**
 * A guest's alerts go to the account it logs in to (docs/behaviour.md#sessions), in the merge's
 * transaction, with what the evaluator remembered of them (alert_state follows its alert), their
 * history and notifications, and the guest's browsers for push. Past the account's plan they are
 * kept; the plan-limit check then refuses new ones until back within it. The account's own alert
 * settings win; the guest's are used only when the account has none (docs/alerts.md#limits).
 */
export async function moveGuestRows(
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
): Promise<void> {
  const moved = await tx
    .update(alerts)
    .set({ userId: accountId })
    .where(eq(alerts.userId, guestId))
    .returning({ id: alerts.id });
  await tx
    .update(alertTriggers)
    .set({ userId: accountId })
    .where(eq(alertTriggers.userId, guestId));
  await tx
    .update(alertDeliveries)
    .set({ userId: accountId })
    .where(eq(alertDeliveries.userId, guestId));
  await tx
    .update(notifications)
    .set({ userId: accountId })
    .where(eq(notifications.userId, guestId));
  await tx
    .update(pushSubscriptions)
    .set({ userId: accountId })
    .where(eq(pushSubscriptions.userId, guestId));
  const [accountPreferences] = await tx
    .select({ userId: alertPreferences.userId })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, accountId));
  if (!accountPreferences)
    await tx
      .update(alertPreferences)
      .set({ userId: accountId })
      .where(eq(alertPreferences.userId, guestId));
  if (moved.length > 0) await notifyAlertsChanged(tx);
}
