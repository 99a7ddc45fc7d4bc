import "server-only";
import type { Entitlements } from "@/features/billing/server";
import type { AlertScope } from "../alert-kinds";
import { judgePlanStanding } from "./evaluate/judge-plan-standing";
import type { NamedAlert } from "./name-alert-targets";
import type { AlertTargets } from "./read-alert-targets";

/**
 * A person's alerts with what their plan keeps of each (docs/alerts.md#limits, "After a downgrade"),
 * judged as the evaluator judges them: `unchecked` says why an active alert is not checked, and
 * `symbolsChecked` how many of a longer watchlist's first symbols are.
 */
export function standListedAlerts(
  alerts: readonly NamedAlert[],
  entitlements: Entitlements,
  targets: AlertTargets,
) {
  const oldestFirst = [...alerts].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
  const held: Record<AlertScope, number> = { symbol: 0, watchlist: 0, screen: 0 };
  const ranked = oldestFirst.map((alert) => ({ ...alert, rank: ++held[alert.scope] }));
  const { unchecked, memberCaps } = judgePlanStanding(ranked, () => entitlements);
  const listSizes = new Map(targets.watchlists.map((list) => [list.id, list.symbols.length]));
  return alerts.map((alert) => {
    const cap = memberCaps.get(alert.id);
    const size = listSizes.get(alert.watchlistId ?? "") ?? 0;
    return {
      ...alert,
      unchecked: alert.status === "active" ? (unchecked.get(alert.id) ?? null) : null,
      symbolsChecked: cap !== undefined && size > cap ? cap : null,
    };
  });
}
