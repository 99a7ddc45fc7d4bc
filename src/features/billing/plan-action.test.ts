import { describe, expect, it } from "vitest";
import { planAction } from "./plan-action";
import { plans } from "./plans";

const visitor = { kind: "visitor" } as const;
const proMonthly = { kind: "member", planId: "pro", interval: "month" } as const;
const free = { kind: "member", planId: "free", interval: null } as const;

describe("planAction", () => {
  it("sends visitors to register and back to the checkout they chose, plan and period kept", () => {
    expect(planAction(plans.pro, "year", visitor, "stripe")).toEqual({
      kind: "link",
      label: "Choose Pro",
      href: "/register?callbackUrl=%2Fbilling%2Fcheckout%3Fplan%3Dpro%26interval%3Dyear",
    });
    expect(planAction(plans.free, "month", visitor, "local")).toEqual({
      kind: "link",
      label: "Start free",
      href: "/register",
    });
  });

  it("never offers the plan and period you have, and makes anything else a change", () => {
    expect(planAction(plans.pro, "month", proMonthly, "local")).toEqual({ kind: "current" });
    expect(planAction(plans.pro, "year", proMonthly, "local")).toEqual({
      kind: "link",
      label: "Switch to yearly billing",
      href: "/billing/checkout?plan=pro&interval=year",
    });
    expect(planAction(plans.premium, "month", proMonthly, "stripe")).toEqual({
      kind: "link",
      label: "Switch to Premium",
      href: "/billing/checkout?plan=premium&interval=month",
    });
    expect(planAction(plans.free, "month", proMonthly, "stripe")).toEqual({
      kind: "link",
      label: "Switch to Free",
      href: "/account#subscription",
    });
    expect(planAction(plans.free, "year", free, "stripe")).toEqual({ kind: "current" });
    expect(planAction(plans.premium, "year", free, "stripe")).toEqual({
      kind: "link",
      label: "Choose Premium",
      href: "/billing/checkout?plan=premium&interval=year",
    });
  });

  it("holds the button while the plan loads, and sells nothing when payments are off", () => {
    expect(planAction(plans.pro, "month", { kind: "loading" }, "stripe")).toEqual({
      kind: "pending",
    });
    expect(planAction(plans.pro, "month", visitor, "off")).toEqual({ kind: "unavailable" });
    expect(planAction(plans.free, "month", visitor, "off")).toEqual({
      kind: "link",
      label: "Start free",
      href: "/register",
    });
  });
});
