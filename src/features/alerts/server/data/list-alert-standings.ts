import "server-only";
import { sql } from "drizzle-orm";
import type { PlanHolder } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { AlertKind, AlertScope } from "../../alert-kinds";

export type AlertStanding = PlanHolder & {
  id: string;
  scope: AlertScope;
  kind: AlertKind;
  /** 1 for the person's oldest alert of this scope, paused and done ones counted as the limit counts them. */
  rank: number;
};

/**
 * Every active alert with its place among its owner's alerts of its scope and what its owner's plan
 * is decided from (docs/alerts.md#limits, "After a downgrade"), for the evaluators to leave out what
 * the plan no longer keeps; only those of `kinds` when given (a job judging a few kinds need not
 * read every alert), ranked among all of the owner's. Raw SQL over the users and subscription
 * tables: the evaluators judge every owner at once, which no single-person read of auth or
 * billing offers.
 */
export function listAlertStandings(
  db: Database,
  kinds?: readonly AlertKind[],
): Promise<AlertStanding[]> {
  return selectRawRows<AlertStanding>(
    db,
    sql`select ranked.id, ranked.scope, ranked.kind, ranked.rank::int as rank, users.type,
        subscription.plan_id as "planId", subscription.provider, subscription.status
      from (
        select id, user_id, scope, kind, status,
          row_number() over (partition by user_id, scope order by created_at, id) as rank
        from alert
      ) ranked
      join users on users.id = ranked.user_id
      left join subscription on subscription.user_id = ranked.user_id
      where ranked.status = 'active'
        ${kinds ? sql`and ranked.kind in (select json_array_elements_text(${JSON.stringify(kinds)}::json))` : sql``}`,
  );
}
