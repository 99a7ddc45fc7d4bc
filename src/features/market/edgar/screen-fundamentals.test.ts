import { describe, expect, it } from "vitest";
import type { CompanyFundamentals } from "./derive-company-fundamentals";
import { screenFundamentals } from "./screen-fundamentals";

const at = (value: number) => ({ value, periodEnd: "2024-06-30", filed: "2024-07-24" });
const company: CompanyFundamentals = {
  revenue: at(400e9),
  revenueGrowthPct: 5.25,
  epsGrowthPct: 12.5,
  netIncome: at(100e9),
  epsDiluted: at(6.5),
  dividendsPerShare: at(0.96),
  sharesOutstanding: at(16e9),
  totalDebt: at(100e9),
  cash: at(60e9),
  equity: at(80e9),
};

describe("screenFundamentals", () => {
  it("keeps per-share inputs for the price ratios and works out the others", () => {
    expect(screenFundamentals(company)).toEqual({
      filedEps: 6.5,
      filedDividendsPerShare: 0.96,
      revenuePerShare: 25,
      bookValuePerShare: 5,
      netMargin: 25,
      debtToEquity: 1.25,
      revenueGrowth: 5.25,
      epsGrowth: 12.5,
      payoutRatio: 14.7692,
    });
  });

  it("keeps a loss, which is a real EPS, but no ratio of nonsensical figures", () => {
    const figures = screenFundamentals({
      ...company,
      netIncome: at(-2e9),
      epsDiluted: at(-0.12),
      sharesOutstanding: at(0),
      equity: at(-5e9),
      dividendsPerShare: at(0),
    });
    expect(figures).toMatchObject({
      filedEps: -0.12,
      filedDividendsPerShare: null,
      revenuePerShare: null,
      bookValuePerShare: null,
      netMargin: -0.5,
      debtToEquity: null,
      payoutRatio: null,
    });
  });

  it("has no payout ratio without a profit, and no EPS growth from figures stored before it was read", () => {
    const { epsGrowthPct: _, ...stored } = company;
    expect(screenFundamentals({ ...stored, epsDiluted: at(-0.5) })).toMatchObject({
      epsGrowth: null,
      payoutRatio: null,
    });
  });

  it("has no margin without revenue", () => {
    expect(screenFundamentals({ ...company, revenue: null }).netMargin).toBeNull();
  });
});
