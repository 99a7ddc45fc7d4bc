import { describe, expect, it } from "vitest";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { classifySecurity } from "./classify-security";
import { type ListingRow, parseListingRow } from "./parse-listing-row";

const row = (fields: Partial<ListingRow>): ListingRow => ({
  symbol: "A",
  name: "Agilent Technologies Inc. Common Stock",
  lastsale: "$122.10",
  netchange: "-2.92",
  pctchange: "-2.336%",
  volume: "1430936",
  marketCap: "37288039879.00",
  country: "United States",
  ipoyear: "1999",
  industry: "Biotechnology: Laboratory Analytical Instruments",
  sector: "Capital Goods",
  ...fields,
});

describe("symbols", () => {
  it("has one format: BRK.B from BRK/B, BRK-B and brk.b", () => {
    for (const input of ["BRK/B", "BRK-B", "brk.b", " $BRK.B "])
      expect(normalizeSymbol(input)).toBe("BRK.B");
    expect(normalizeSymbol("aapl")).toBe("AAPL");
  });
  it("writes preferred series as .PR", () => {
    expect(normalizeSymbol("AAIC^B")).toBe("AAIC.PRB");
    expect(normalizeSymbol("AAIC-PB")).toBe("AAIC.PRB");
  });
  it("refuses what cannot be a ticker", () => {
    for (const input of ["", "APPLE INC", "A;DROP", "TOOLONGSYMBOL"])
      expect(normalizeSymbol(input)).toBeNull();
  });
});

describe("seed normalisation", () => {
  it("turns prices, changes and volume into numbers", () => {
    expect(parseListingRow(row({}))).toMatchObject({
      symbol: "A",
      lastPrice: 122.1,
      change: -2.92,
      changePct: -2.336,
      volume: 1430936,
      marketCap: 37288039879,
      ipoYear: 1999,
      securityType: "common",
    });
  });
  it("stores a missing or zero market cap as NULL, never 0", () => {
    expect(parseListingRow(row({ marketCap: "0.00" }))!.marketCap).toBeNull();
    expect(parseListingRow(row({ marketCap: "" }))!.marketCap).toBeNull();
  });
  it("stores blank text as NULL", () => {
    expect(parseListingRow(row({ country: "", sector: " ", ipoyear: "" }))).toMatchObject({
      country: null,
      sector: null,
      ipoYear: null,
    });
  });
});

describe("security types", () => {
  it("tells common stock from preferred, warrants, units and rights", () => {
    expect(classifySecurity("AAPL", "Apple Inc. Common Stock")).toBe("common");
    expect(
      classifySecurity(
        "AAIC.PRB",
        "Arlington Asset 7.00% Series B Cumulative Perpetual Redeemable Preferred Stock",
      ),
    ).toBe("preferred");
    expect(classifySecurity("ACEVW", "ACE Convergence Acquisition Corp. Warrant")).toBe("warrant");
    expect(classifySecurity("ACEVU", "ACE Convergence Acquisition Corp. Unit")).toBe("unit");
    expect(classifySecurity("ADOCR", "Edoc Acquisition Corp. Right")).toBe("right");
    expect(classifySecurity("UAL", "United Airlines Holdings Inc. Common Stock")).toBe("common");
  });
});
