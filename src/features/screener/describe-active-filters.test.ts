import { describe, expect, it } from "vitest";
import { describeActiveFilters } from "./describe-active-filters";
import { presets } from "./presets";

describe("describeActiveFilters", () => {
  it("names nothing for the default screen, and leaves the symbols to their own chip", () => {
    expect(describeActiveFilters({}, undefined)).toEqual([]);
    expect(describeActiveFilters({ symbols: ["AAPL"] }, undefined)).toEqual([]);
  });

  it("gives each active filter one short chip, in the filters' order", () => {
    expect(
      describeActiveFilters(
        {
          search: "app",
          sectors: ["Technology", "Energy", "Utilities"],
          marketCapBands: ["mega"],
          sma: { sma50: "above", sma200: undefined },
          rsi: "oversold",
          price: { min: 10, max: 50 },
          volume: { min: 1_000_000 },
          peRatio: { max: 15 },
        },
        undefined,
      ),
    ).toEqual([
      "Search: “app”",
      "Sector: Technology +2",
      "Market cap: Mega",
      "Price above SMA 50",
      "RSI: oversold",
      "Price: 10–50",
      "Volume: ≥ 1M",
      "P/E: ≤ 15",
    ]);
  });

  it("puts the preset first", () => {
    const preset = presets[0]!;
    expect(describeActiveFilters(preset.filter, preset.id)[0]).toBe(`Preset: ${preset.name}`);
  });
});
