import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { ScreenMembership } from "../evaluate/judge-screen-checks";

type ScreenFiring = { symbol: string; message: string; price: number | null };

/**
 * One screen alert's check in ONE statement (docs/alerts.md#screen-alerts): the memberships that
 * changed, the alert's marker row (symbol "", its time the check's: a free plan's next check
 * waits for the next close after it), and the triggers, unique by
 * (alert, symbol, occurrence) as every trigger is; returns the new triggers' ids.
 */
export async function recordScreenChecks(
  db: Database,
  alert: { id: string; userId: string },
  writes: ReadonlyMap<string, ScreenMembership>,
  firings: readonly ScreenFiring[],
  checkedAt: Date,
): Promise<string[]> {
  const occurrence = `screen ${checkedAt.toISOString()}`;
  const states = JSON.stringify([
    { symbol: "", inScreen: null, streak: 0 },
    ...[...writes].map(([symbol, state]) => ({ symbol, ...state })),
  ]);
  const rows = await selectRawRows<{ id: string }>(
    db,
    sql`with states as (
      insert into alert_state (alert_id, symbol, in_screen, streak, updated_at)
      select ${alert.id}::uuid, s.symbol, s."inScreen", s.streak, ${checkedAt.toISOString()}::timestamptz
      from json_to_recordset(${states}::json) as s(symbol text, "inScreen" boolean, streak smallint)
      on conflict (alert_id, symbol) do update set in_screen = excluded.in_screen,
        streak = excluded.streak, updated_at = excluded.updated_at
    ), inserted as (
      insert into alert_trigger (alert_id, user_id, symbol, occurrence, message, price, quote_as_of, quote_source)
      select ${alert.id}::uuid, ${alert.userId}::uuid, f.symbol, ${occurrence}, f.message, f.price,
        security.as_of, null
      from json_to_recordset(${JSON.stringify(firings)}::json) as f(symbol text, message text, price float8)
      left join security on security.symbol = f.symbol
      where exists (select from alert where alert.id = ${alert.id}::uuid and alert.status = 'active')
      on conflict (alert_id, symbol, occurrence) do nothing
      returning id
    ), updated as (
      update alert set last_triggered_at = now(),
        status = case when frequency = 'once' then 'done' else status end
      where id = ${alert.id}::uuid and exists (select from inserted)
    )
    select id::text from inserted`,
  );
  return rows.map((row) => row.id);
}
