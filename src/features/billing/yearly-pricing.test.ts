import { describe, expect, it } from "vitest";
import { plans } from "./plans";
import { yearlyPricing } from "./yearly-pricing";

const priced = (month: number, year: number) => ({
  ...plans.pro,
  prices: {
    month: { amount: month, currency: "usd" as const },
    year: { amount: year, currency: "usd" as const },
  },
});

describe("yearlyPricing", () => {
  it("gives the monthly equivalent, the yearly bill and the saving, rounded as people read them", () => {
    expect(yearlyPricing(plans.pro)).toEqual({
      perMonth: "$15.83",
      billed: "$190",
      savingPercent: 17,
    });
    expect(yearlyPricing(plans.premium)).toEqual({
      perMonth: "$40.83",
      billed: "$490",
      savingPercent: 17,
    });
    expect(yearlyPricing(priced(995, 9_900))).toEqual({
      perMonth: "$8.25",
      billed: "$99",
      savingPercent: 17,
    });
  });

  it("is null for a free plan, and saves nothing where yearly costs as much or more", () => {
    expect(yearlyPricing(plans.free)).toBeNull();
    expect(yearlyPricing(priced(1_000, 12_000))).toEqual({
      perMonth: "$10",
      billed: "$120",
      savingPercent: 0,
    });
    expect(yearlyPricing(priced(1_000, 13_000))?.savingPercent).toBe(0);
  });
});
