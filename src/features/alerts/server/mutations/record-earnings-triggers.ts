import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { PlanStanding } from "../evaluate/judge-plan-standing";

/**
 * The earnings alerts due `today` (New York's day), in ONE statement (docs/alerts.md#earnings-alerts):
 * every active earnings_soon alert of a symbol, or of a watchlist's members read now, whose
 * security's next_earnings_date is within the alert's `days`; one trigger per report date
 * (occurrence "earnings 2021-04-28"), so the daily run repeats none. `sourceWords` says each quote
 * source as the page does; `standing` leaves out what the owners' plans no longer keep. Returns
 * the new triggers' ids.
 */
export async function recordEarningsTriggers(
  db: Database,
  today: string,
  sourceWords: Record<string, string>,
  { unchecked, memberCaps }: PlanStanding,
): Promise<string[]> {
  const rows = await selectRawRows<{ id: string }>(
    db,
    sql`with watched as (
      select alert.id, alert.user_id, alert.frequency, coalesce(alert.symbol, item.symbol) as symbol,
        (alert.params->>'days')::int as days
      from alert
      left join watchlist list on alert.scope = 'watchlist' and list.id = alert.watchlist_id
        and list.deleted_at is null
      left join (
        select watchlist_id, symbol,
          row_number() over (partition by watchlist_id order by position) as place
        from watchlist_item
      ) item on item.watchlist_id = list.id
        and item.place <= coalesce((${JSON.stringify(Object.fromEntries(memberCaps))}::json->>alert.id::text)::int, item.place)
      where alert.status = 'active' and alert.kind = 'earnings_soon'
        and alert.id::text not in (select json_array_elements_text(${JSON.stringify([...unchecked.keys()])}::json))
        and (alert.scope = 'symbol' or item.symbol is not null)
    ), due as (
      select watched.*, security.next_earnings_date as day,
        security.next_earnings_date - ${today}::date as days_left,
        security.last_price, security.as_of, security.source
      from watched join security on security.symbol = watched.symbol
      where security.next_earnings_date between ${today}::date and ${today}::date + watched.days
    ), inserted as (
      insert into alert_trigger (alert_id, user_id, symbol, occurrence, message, price, quote_as_of, quote_source)
      select id, user_id, symbol, 'earnings ' || day::text,
        symbol || ' reports earnings ' || case days_left when 0 then 'today' when 1 then 'tomorrow'
          else 'in ' || days_left || ' days' end || ', on ' || to_char(day, 'FMDD Mon YYYY'),
        last_price, as_of, ${JSON.stringify(sourceWords)}::json->>source
      from due
      on conflict (alert_id, symbol, occurrence) do nothing
      returning id, alert_id
    ), updated as (
      update alert set last_triggered_at = now(),
        status = case when alert.frequency = 'once' then 'done' else alert.status end
      where alert.id in (select alert_id from inserted)
    )
    select id::text from inserted`,
  );
  return rows.map((row) => row.id);
}
