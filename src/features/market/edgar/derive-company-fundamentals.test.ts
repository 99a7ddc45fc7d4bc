import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveCompanyFundamentals } from "./derive-company-fundamentals";

const fixture = (cik: string): unknown =>
  JSON.parse(readFileSync(`tests/fixtures/edgar/CIK${cik}.json`, "utf8"));

describe("deriveCompanyFundamentals", () => {
  it("adds the quarter since the fiscal year less its comparative, and dates each figure", () => {
    const apple = deriveCompanyFundamentals(fixture("0000320193"));
    const q1 = { periodEnd: "2023-12-30", filed: "2024-02-02" };
    expect(apple.revenue).toEqual({ value: 385_706_000_000, ...q1 });
    expect(apple.revenueGrowthPct).toBeCloseTo(2.0665, 3);
    expect(apple.netIncome).toEqual({ value: 100_913_000_000, ...q1 });
    expect(apple.epsDiluted?.value).toBeCloseTo(6.43, 10);
    // The December quarter's 2.18 against 1.88 a year before.
    expect(apple.epsGrowthPct).toBeCloseTo(15.9574, 3);
    expect(apple.dividendsPerShare?.value).toBeCloseTo(0.95, 10);
    expect(apple.sharesOutstanding).toEqual({
      value: 15_441_881_000,
      periodEnd: "2024-01-19",
      filed: "2024-02-02",
    });
    // Long-term debt in its two parts plus commercial paper, all from the one balance sheet.
    expect(apple.totalDebt).toEqual({ value: 108_040_000_000, ...q1 });
    expect(apple.cash).toEqual({ value: 40_760_000_000, ...q1 });
    expect(apple.equity).toEqual({ value: 74_100_000_000, ...q1 });
  });

  it("takes a six-month year to date over its quarters, and leaves out what is not filed", () => {
    const tesla = deriveCompanyFundamentals(fixture("0001318605"));
    expect(tesla.revenue).toEqual({
      value: 96_773_000_000 + 46_801_000_000 - 48_256_000_000,
      periodEnd: "2024-06-30",
      filed: "2024-07-24",
    });
    expect(tesla.revenueGrowthPct).toBeCloseTo(-3.0152, 3);
    expect(tesla.epsDiluted?.value).toBeCloseTo(3.41, 10);
    expect(tesla.epsGrowthPct).toBeCloseTo(-53.9394, 3);
    expect(tesla.dividendsPerShare).toBeNull();
    expect(tesla.totalDebt?.value).toBe(7_927_000_000);
  });

  it("uses the last fiscal year when nothing followed it, and knows no share count it was not given", () => {
    const berkshire = deriveCompanyFundamentals(fixture("0001067983"));
    expect(berkshire.revenue).toEqual({
      value: 364_482_000_000,
      periodEnd: "2023-12-31",
      filed: "2024-02-26",
    });
    expect(berkshire.revenueGrowthPct).toBeCloseTo(20.6535, 3);
    expect(berkshire.totalDebt?.value).toBe(124_000_000_000);
    expect(berkshire.sharesOutstanding).toBeNull();
    expect(berkshire.epsDiluted).toBeNull();
  });

  it("gives nothing for a document that is not company facts", () => {
    for (const document of [
      null,
      "facts",
      42,
      { facts: { "us-gaap": { Revenues: { units: { USD: "x" } } } } },
    ])
      expect(Object.values(deriveCompanyFundamentals(document)).every((v) => v === null)).toBe(
        true,
      );
  });
});

it("leaves out a dividend the company stopped paying years before its latest figures", () => {
  const year = (start: string, end: string, val: number, filed: string) => ({
    start,
    end,
    val,
    form: "10-K",
    filed,
  });
  const company = deriveCompanyFundamentals({
    facts: {
      "us-gaap": {
        Revenues: { units: { USD: [year("2023-01-01", "2023-12-31", 5e9, "2024-02-20")] } },
        CommonStockDividendsPerShareDeclared: {
          units: { "USD/shares": [year("2018-01-01", "2018-12-31", 0.4, "2019-02-20")] },
        },
      },
    },
  });
  expect(company.revenue?.value).toBe(5e9);
  expect(company.dividendsPerShare).toBeNull();
});
