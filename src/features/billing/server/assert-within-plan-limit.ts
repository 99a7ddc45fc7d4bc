import { TRPCError } from "@trpc/server";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { cheapestPlan, type PlanCatalogue } from "../cheapest-plan";
import { type PlanLimits, plans } from "../plans";
import type { Entitlements } from "./get-entitlements";

type Limit = keyof PlanLimits;

/** How each limit reads in a sentence, and how to make room under it. */
const words: Record<Limit, { one: string; many: string; makeRoom: string }> = {
  savedScreens: { one: "saved screen", many: "saved screens", makeRoom: "Delete one" },
  watchlists: { one: "watchlist", many: "watchlists", makeRoom: "Delete one" },
  symbolsPerList: {
    one: "symbol per watchlist",
    many: "symbols per watchlist",
    makeRoom: "Remove a symbol",
  },
  symbolAlerts: { one: "symbol alert", many: "symbol alerts", makeRoom: "Delete one" },
  watchlistAlerts: { one: "watchlist alert", many: "watchlist alerts", makeRoom: "Delete one" },
  screenAlerts: { one: "screen alert", many: "screen alerts", makeRoom: "Delete one" },
  symbolsPerWatchlistAlert: {
    one: "symbol in a watchlist with an alert",
    many: "symbols in a watchlist with an alert",
    makeRoom: "Remove a symbol from the list",
  },
  webhooks: { one: "webhook", many: "webhooks", makeRoom: "Delete one" },
};

const amount = (limit: Limit, value: number | null) =>
  value === null
    ? `unlimited ${words[limit].many}`
    : value === 0
      ? `no ${words[limit].many}`
      : `${value} ${value === 1 ? words[limit].one : words[limit].many}`;

/**
 * The one plan-limit check (docs/product.md#plans): with `count` of `limit` already held, one more
 * is refused with FORBIDDEN once the entitlements' limit is reached. The message names the cheapest
 * plan whose limit lifts it (a free account, for a guest), read from the catalogue, in words only:
 * `data.upgrade` carries that plan for the UI's upsell, which holds the link. Saved screens, watchlists and alerts
 * (docs/alerts.md#limits) call it.
 */
export function assertWithinPlanLimit(
  limit: Limit,
  count: number,
  entitlements: Entitlements,
  catalogue: PlanCatalogue = plans,
): void {
  const allowed = entitlements.limits[limit];
  if (allowed === null || count < allowed) return;
  const lifting = cheapestPlan(
    (plan) => plan.limits[limit] === null || plan.limits[limit] > count,
    catalogue,
  );
  const have = `${entitlements.isGuest ? "As a guest you can keep" : "Your plan keeps"} ${amount(limit, allowed)}.`;
  const upgrade = !lifting
    ? null
    : lifting.id === "free"
      ? `create a free account for ${amount(limit, lifting.limits[limit])}`
      : `upgrade to ${lifting.name} for ${amount(limit, lifting.limits[limit])}`;
  const remedy = [allowed > 0 ? words[limit].makeRoom : null, upgrade]
    .filter((part) => part !== null)
    .join(", or ");
  const message = remedy ? `${have} ${remedy.charAt(0).toUpperCase()}${remedy.slice(1)}.` : have;
  throw new TRPCError({
    code: "FORBIDDEN",
    message,
    cause: lifting ? new UpgradeRequiredError(lifting.id, limit) : undefined,
  });
}
