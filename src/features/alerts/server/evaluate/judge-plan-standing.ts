import type { Entitlements } from "@/features/billing/server";
import { type AlertKind, type AlertScope, technicalAlertKinds } from "../../alert-kinds";
import { scopeLimits } from "../../scope-limits";

/** Why the plan leaves an alert unchecked: beyond its count of the scope, or a kind it lacks. */
export type UncheckedReason = "count" | "technical";

/** What the owners' plans keep of the active alerts: the ones left unchecked, and each watchlist alert's symbols. */
export type PlanStanding = {
  unchecked: ReadonlyMap<string, UncheckedReason>;
  /** A watchlist alert's symbols checked, the list's first in its order; absent when the plan has no cap. */
  memberCaps: ReadonlyMap<string, number>;
};

type RankedAlert = {
  id: string;
  scope: AlertScope;
  kind: AlertKind;
  /** 1 for the person's oldest alert of this scope, paused and done ones counted as the limit counts them. */
  rank: number;
};

/**
 * docs/alerts.md#limits, "After a downgrade": nothing is deleted, but only what the plan keeps is
 * checked. A person's oldest alerts of each scope, up to the plan's count (paused and done ones
 * take their places, as they count towards the limit); technical kinds only with the plan's
 * technical filters; a watchlist alert on the list's first symbols up to the plan's cap.
 */
export function judgePlanStanding<Row extends RankedAlert>(
  rows: readonly Row[],
  entitlementsOf: (row: Row) => Entitlements,
): PlanStanding {
  const unchecked = new Map<string, UncheckedReason>();
  const memberCaps = new Map<string, number>();
  for (const row of rows) {
    const { limits, features } = entitlementsOf(row);
    const limit = limits[scopeLimits[row.scope]];
    if (limit !== null && row.rank > limit) unchecked.set(row.id, "count");
    else if (technicalAlertKinds.has(row.kind) && !features.includes("technical_filters"))
      unchecked.set(row.id, "technical");
    else if (row.scope === "watchlist" && limits.symbolsPerWatchlistAlert !== null)
      memberCaps.set(row.id, limits.symbolsPerWatchlistAlert);
  }
  return { unchecked, memberCaps };
}
