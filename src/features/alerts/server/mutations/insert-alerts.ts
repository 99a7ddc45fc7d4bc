import "server-only";
import type { AlertDraft } from "@/features/alerts/alert-inputs";
import { lockUserRow } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { alerts } from "@/server/db/schema";
import { type AlertCounts, countAlerts } from "../data/count-alerts";
import { notifyAlertsChanged } from "./notify-alerts-changed";

export type NewAlert = AlertDraft & { paused?: boolean };

/**
 * Saves alerts, all or none, once `assertRoom` accepts the counts the person already holds and
 * the alerts to add (it throws to refuse: the plan's limits). The person's row is locked first
 * (through auth, which owns it), so two tabs creating at once cannot both slip under a limit.
 */
export async function insertAlerts(
  db: Database,
  userId: string,
  drafts: readonly NewAlert[],
  assertRoom: (held: AlertCounts, adding: readonly NewAlert[]) => void,
) {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    assertRoom(await countAlerts(tx, userId), drafts);
    const rows = await tx
      .insert(alerts)
      .values(
        drafts.map((draft) => ({
          userId,
          kind: draft.kind,
          scope: draft.scope,
          symbol: draft.symbol,
          watchlistId: draft.watchlistId,
          savedScreenId: draft.savedScreenId,
          params: draft.params,
          frequency: draft.frequency,
          cooldownMinutes: draft.cooldownMinutes,
          channels: draft.channels,
          extendedHours: draft.extendedHours,
          note: draft.note,
          status: draft.paused ? ("paused" as const) : ("active" as const),
        })),
      )
      .returning({ id: alerts.id, kind: alerts.kind, scope: alerts.scope });
    await notifyAlertsChanged(tx);
    return rows;
  });
}
