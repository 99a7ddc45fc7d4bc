import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";

export type ScreenAlert = {
  id: string;
  userId: string;
  params: Record<string, unknown>;
  screenName: string;
  screenState: unknown;
  /** The last check (the alert's marker row in alert_state, symbol ""), null before the first. */
  checkedAt: Date | null;
};

/**
 * The active screen alerts with their saved screen (docs/alerts.md#screen-alerts). Raw SQL over the
 * screener's `saved_screen`: the job reads every alert's screen at once, which no screener entry offers.
 */
export async function listScreenAlerts(db: Database): Promise<ScreenAlert[]> {
  const rows = await selectRawRows<Omit<ScreenAlert, "checkedAt"> & { checkedAt: string | null }>(
    db,
    sql`select alert.id, alert.user_id as "userId", alert.params, screen.name as "screenName",
        screen.state as "screenState", marker.updated_at::text as "checkedAt"
      from alert join saved_screen screen on screen.id = alert.saved_screen_id
      left join alert_state marker on marker.alert_id = alert.id and marker.symbol = ''
      where alert.status = 'active' and alert.scope = 'screen' and alert.kind = 'screen_membership'`,
  );
  return rows.map((row) => ({ ...row, checkedAt: row.checkedAt ? new Date(row.checkedAt) : null }));
}
