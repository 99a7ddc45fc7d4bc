import { describe, expect, it } from "vitest";
import { describeIgnoredFilters } from "./describe-ignored-filters";

describe("filters a screen left out for want of data", () => {
  it("names them, one sentence per reason", () => {
    expect(describeIgnoredFilters(["peRatio", "dividendYield", "exchanges"])).toEqual([
      "The P/E and Dividend yield filters in this screen were not applied. Valuation figures come with live fundamentals (SEC EDGAR or Yahoo); this server shows the 2021 listing.",
      "The exchange filter in this screen was not applied. The 2021 listing does not say which exchange lists each stock; live market data does.",
    ]);
    expect(describeIgnoredFilters([])).toEqual([]);
  });
});
