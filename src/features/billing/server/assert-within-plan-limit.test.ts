import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { guestLimits, type PlanLimits, plans } from "../plans";
import { assertWithinPlanLimit } from "./assert-within-plan-limit";
import type { Entitlements } from "./get-entitlements";

const member = (limits: PlanLimits): Entitlements => ({
  planId: "free",
  limits,
  features: [],
  isGuest: false,
});
const guest: Entitlements = { planId: "free", limits: guestLimits, features: [], isGuest: true };

/** The refusal `check` throws: its code, message and the plan `data.upgrade` would name. */
function refusal(check: () => void) {
  try {
    check();
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return {
      code: error.code,
      message: error.message,
      upgrade: error.cause instanceof UpgradeRequiredError ? error.cause.planId : null,
    };
  }
  throw new Error("the check let it through");
}

describe("assertWithinPlanLimit", () => {
  it("lets a count under the limit through, and any count when the limit is unlimited", () => {
    expect(() => assertWithinPlanLimit("savedScreens", 2, member(plans.free.limits))).not.toThrow();
    expect(() =>
      assertWithinPlanLimit("savedScreens", 10_000, member(plans.pro.limits)),
    ).not.toThrow();
  });

  it("refuses at the limit, naming the cheapest plan that lifts it", () => {
    expect(
      refusal(() => assertWithinPlanLimit("savedScreens", 3, member(plans.free.limits))),
    ).toEqual({
      code: "FORBIDDEN",
      message:
        "Your plan keeps 3 saved screens. Delete one, or upgrade to Pro for unlimited saved screens.",
      upgrade: "pro",
    });
  });

  it("names Premium when Pro's limit does not lift it", () => {
    const catalogue = {
      ...plans,
      pro: { ...plans.pro, limits: { ...plans.pro.limits, savedScreens: 3 } },
    };
    expect(
      refusal(() => assertWithinPlanLimit("savedScreens", 3, member(plans.free.limits), catalogue)),
    ).toMatchObject({
      message:
        "Your plan keeps 3 saved screens. Delete one, or upgrade to Premium for unlimited saved screens.",
      upgrade: "premium",
    });
  });

  it("orders plans by price, not by their place in the catalogue", () => {
    const catalogue = {
      ...plans,
      premium: {
        ...plans.premium,
        prices: {
          month: { amount: 900, currency: "usd" as const },
          year: { amount: 9_000, currency: "usd" as const },
        },
      },
    };
    expect(
      refusal(() => assertWithinPlanLimit("watchlists", 20, member(plans.pro.limits), catalogue))
        .upgrade,
    ).toBe("premium");
    expect(
      refusal(() => assertWithinPlanLimit("watchlists", 3, member(plans.free.limits), catalogue))
        .upgrade,
    ).toBe("premium");
  });

  it("sends a guest to a free account when the Free plan lifts the limit", () => {
    expect(refusal(() => assertWithinPlanLimit("watchlists", 1, guest)).message).toBe(
      "As a guest you can keep 1 watchlist. Delete one, or create a free account for 3 watchlists.",
    );
    expect(refusal(() => assertWithinPlanLimit("savedScreens", 0, guest)).message).toBe(
      "As a guest you can keep no saved screens. Create a free account for 3 saved screens.",
    );
  });

  it("only says how to make room when no plan lifts the limit", () => {
    const capped = {
      ...plans,
      premium: { ...plans.premium, limits: { ...plans.premium.limits, watchlists: 20 } },
    };
    expect(
      refusal(() => assertWithinPlanLimit("watchlists", 20, member(plans.pro.limits), capped)),
    ).toEqual({
      code: "FORBIDDEN",
      message: "Your plan keeps 20 watchlists. Delete one.",
      upgrade: null,
    });
  });
});
