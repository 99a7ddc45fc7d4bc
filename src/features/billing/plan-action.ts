import { authPageHref } from "@/lib/auth/auth-page-href";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import { checkoutHref } from "./checkout-href";
import { periodNames } from "./period-names";
import type { BillingInterval, Plan, PlanId } from "./plans";

/** Who looks at the plans: a visitor or guest, a registered user on their plan, or not known yet. */
export type PlanViewer =
  | { kind: "visitor" }
  | { kind: "loading" }
  | { kind: "member"; planId: PlanId; interval: BillingInterval | null };

export type PlanAction =
  | { kind: "link"; label: string; href: string }
  | { kind: "current" }
  | { kind: "unavailable" }
  /** The viewer's plan is still loading: the button's space is held, nothing is offered yet. */
  | { kind: "pending" };

/**
 * A plan card's button on /pricing (docs/product.md#plans). Visitors and guests register first and
 * come back to the checkout they chose; the plan and period one has is not offered again; anything
 * else a subscriber picks is a change of their plan; Free is left by cancelling.
 */
export function planAction(
  plan: Plan,
  interval: BillingInterval,
  viewer: PlanViewer,
  mode: BillingMode,
): PlanAction {
  if (viewer.kind === "loading") return { kind: "pending" };
  if (plan.id === "free") {
    if (viewer.kind === "visitor") return { kind: "link", label: "Start free", href: "/register" };
    return viewer.planId === "free"
      ? { kind: "current" }
      : { kind: "link", label: "Switch to Free", href: "/account#subscription" };
  }
  if (mode === "off") return { kind: "unavailable" };
  const href = checkoutHref(plan.id, interval);
  if (viewer.kind === "visitor")
    return { kind: "link", label: `Choose ${plan.name}`, href: authPageHref("/register", href) };
  if (viewer.planId === plan.id && viewer.interval === interval) return { kind: "current" };
  if (viewer.planId === "free") return { kind: "link", label: `Choose ${plan.name}`, href };
  const label =
    viewer.planId === plan.id
      ? `Switch to ${periodNames[interval]} billing`
      : `Switch to ${plan.name}`;
  return { kind: "link", label, href };
}
