import { describe, expect, it } from "vitest";
import { guestLimits, plans } from "@/features/billing";
import type { Entitlements } from "@/features/billing/server";
import type { AlertKind, AlertScope } from "../../alert-kinds";
import { judgePlanStanding } from "./judge-plan-standing";

const as = (planId: "free" | "pro" | "premium"): Entitlements => ({
  planId,
  limits: plans[planId].limits,
  features: plans[planId].features,
  isGuest: false,
});
const guest: Entitlements = { planId: "free", limits: guestLimits, features: [], isGuest: true };
const row = (rank: number) => ({
  id: `a${rank}`,
  scope: "symbol" as AlertScope,
  kind: "price_cross" as AlertKind,
  rank,
});

describe("judgePlanStanding (docs/alerts.md#limits, after a downgrade)", () => {
  it("checks a scope's oldest alerts up to the plan's count, and not one more", () => {
    const { unchecked } = judgePlanStanding([row(3), row(4)], () => guest);
    expect([...unchecked]).toEqual([["a4", "count"]]);
    expect(judgePlanStanding([row(20), row(21)], () => as("free")).unchecked.has("a20")).toBe(
      false,
    );
  });

  it("leaves technical kinds unchecked without the technical filters", () => {
    const rsi = { ...row(1), kind: "rsi_cross" as const };
    expect(judgePlanStanding([rsi], () => as("free")).unchecked.get("a1")).toBe("technical");
    expect(judgePlanStanding([rsi], () => as("pro")).unchecked.size).toBe(0);
  });

  it("caps a watchlist alert's symbols by the plan, and not at all on Premium", () => {
    const list = { ...row(1), scope: "watchlist" as const, kind: "watchlist_target" as const };
    expect(judgePlanStanding([list], () => as("free")).memberCaps.get("a1")).toBe(50);
    expect(judgePlanStanding([list], () => as("premium")).memberCaps.has("a1")).toBe(false);
  });
});
