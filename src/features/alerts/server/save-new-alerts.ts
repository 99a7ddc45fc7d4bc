import "server-only";
import { ensureGuestRow } from "@/features/auth/server";
import type { Entitlements } from "@/features/billing/server";
import type { AlertSource } from "@/lib/analytics/event-catalogue";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import type { Database } from "@/server/db/create-database";
import type { SessionUser } from "@/types/session-user";
import { assertAlertRoom } from "./assert-alert-room";
import { insertAlerts, type NewAlert } from "./mutations/insert-alerts";
import { trackAlertChanges } from "./track-alert-changes";

/**
 * The last step of every way to set alerts, after their input, plan and targets were checked: a
 * guest's row written at its first save (docs/security.md, "Sessions"), the alerts saved within
 * the plan's numbers under the person's lock, and each one tracked.
 */
export async function saveNewAlerts(
  { db, user, analytics }: { db: Database; user: SessionUser; analytics: ServerAnalytics | null },
  entitlements: Entitlements,
  drafts: readonly NewAlert[],
  source: AlertSource,
) {
  if (user.type === "guest") await ensureGuestRow(db, user.id);
  const saved = await insertAlerts(db, user.id, drafts, (held, adding) =>
    assertAlertRoom(entitlements, held, adding),
  );
  await trackAlertChanges(
    analytics,
    db,
    user,
    "alert_created",
    saved.map((alert) => ({ kind: alert.kind, scope: alert.scope, source })),
    true,
  );
  return saved;
}
