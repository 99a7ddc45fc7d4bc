import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import {
  ALERT_DIGEST_AFTER_PER_HOUR,
  ALERT_DIGEST_HOURS,
} from "../evaluate/alert-evaluation-limits";
import type { StateChange } from "../evaluate/evaluate-batch";
import type { Firing } from "../evaluate/evaluation-types";

type Recorded = Omit<Firing, "quoteSource"> & { quoteSource: string };

/**
 * Writes one batch's state changes and firings in ONE statement (docs/alerts.md#exactly-once-triggers) and
 * returns the ids of the triggers it inserted, the only ones to deliver. Exactly once: a trigger is
 * unique by (alert, symbol, occurrence), inserted ON CONFLICT DO NOTHING, so a second node judging
 * the same quotes inserts nothing. Only an alert still active fires; the cooldown (quote time since
 * this alert's last trigger on this symbol) is checked here; a once alert becomes done; the alert
 * whose trigger is one past ALERT_DIGEST_AFTER_PER_HOUR within an hour turns into a digest, and
 * that trigger's message says so.
 */
export async function recordTriggers(
  db: Database,
  firings: readonly Recorded[],
  changes: readonly StateChange[],
): Promise<string[]> {
  if (firings.length === 0 && changes.length === 0) return [];
  const fired = JSON.stringify(
    firings.map((one) => ({ ...one, quoteAsOf: one.quoteAsOf.toISOString() })),
  );
  const rows = await selectRawRows<{ id: string }>(
    db,
    sql`with changes as (
      select * from json_to_recordset(${JSON.stringify(changes)}::json)
        as c("alertId" uuid, symbol text, armed boolean, "basePrice" float8, majority text)
    ), written_states as (
      insert into alert_state (alert_id, symbol, armed, base_price, majority)
      select c."alertId", c.symbol, c.armed, c."basePrice", c.majority from changes c
      where exists (select from alert where alert.id = c."alertId")
      on conflict (alert_id, symbol) do update set armed = excluded.armed,
        base_price = excluded.base_price, majority = excluded.majority, updated_at = now()
    ), fired as (
      select f.*, a.frequency, a.digest_until,
        (select count(*) from alert_trigger t where t.alert_id = f."alertId"
          and t.created_at > now() - interval '1 hour')
          + row_number() over (partition by f."alertId" order by f.symbol) as in_hour
      from json_to_recordset(${fired}::json) as f("alertId" uuid, "userId" uuid, symbol text,
        occurrence text, message text, price float8, gapped boolean, "quoteAsOf" timestamptz,
        "quoteSource" text)
      join alert a on a.id = f."alertId" and a.status = 'active'
      where not exists (select from alert_trigger t where t.alert_id = f."alertId"
        and t.symbol = f.symbol
        and t.quote_as_of > f."quoteAsOf" - make_interval(mins => a.cooldown_minutes))
    ), inserted as (
      insert into alert_trigger (alert_id, user_id, symbol, occurrence, message, price, gapped,
        quote_as_of, quote_source)
      select "alertId", "userId", symbol, occurrence,
        message || case when in_hour = ${ALERT_DIGEST_AFTER_PER_HOUR + 1}
          and (digest_until is null or digest_until < now())
          then ${` — it fired over ${ALERT_DIGEST_AFTER_PER_HOUR} times within an hour, so for the next ${ALERT_DIGEST_HOURS} hours it comes as a digest instead of one by one`}
          else '' end,
        price, gapped, "quoteAsOf", "quoteSource"
      from fired
      on conflict (alert_id, symbol, occurrence) do nothing
      returning id, alert_id
    ), per_alert as (
      -- Counted from inserted alone: joining two CTEs, each estimated at one row, made a nested
      -- loop of n × n rows.
      select alert_id, count(*) as added from inserted group by alert_id
    ), updated as (
      update alert set last_triggered_at = now(),
        status = case when alert.frequency = 'once' then 'done' else alert.status end,
        -- The triggers of the hour before this statement (it cannot see its own) and its own.
        digest_until = case when per_alert.added + (select count(*) from alert_trigger t
            where t.alert_id = alert.id and t.created_at > now() - interval '1 hour')
            > ${ALERT_DIGEST_AFTER_PER_HOUR}
          and (alert.digest_until is null or alert.digest_until < now())
          then now() + make_interval(hours => ${ALERT_DIGEST_HOURS}) else alert.digest_until end,
        updated_at = now()
      from per_alert where alert.id = per_alert.alert_id
    )
    select id::text from inserted`,
  );
  return rows.map((row) => row.id);
}
