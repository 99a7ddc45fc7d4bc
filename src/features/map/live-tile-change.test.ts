import { describe, expect, it } from "vitest";
import { liveTileChange } from "./live-tile-change";
import type { MapTile } from "./map-tile";

const tile: MapTile = {
  symbol: "AAPL",
  name: "Apple",
  sector: "Technology",
  industry: "Computer Manufacturing",
  marketCap: 2e12,
  price: 110,
  dayChangePct: 10,
  changePct: 10,
};

describe("liveTileChange", () => {
  it("keeps the stored figures until a quote arrives", () => {
    expect(liveTileChange(tile, "week", null)).toEqual({
      price: 110,
      dayChangePct: 10,
      changePct: 10,
    });
  });

  it("measures the day against the previous close", () => {
    const live = liveTileChange(tile, "day", { price: 99, previousClose: 100 });
    expect(live.changePct).toBeCloseTo(-1, 10);
    expect(live.dayChangePct).toBeCloseTo(-1, 10);
  });

  it("carries a longer window forward by the move since the stored price", () => {
    // Up 10% over the week to 110; now 121, another 10%: 21% over the week.
    const live = liveTileChange(tile, "week", { price: 121, previousClose: 100 });
    expect(live.changePct).toBeCloseTo(21, 10);
    expect(live.dayChangePct).toBeCloseTo(21, 10);
  });
});
