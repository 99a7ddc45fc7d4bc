import { describe, expect, it } from "vitest";
import { findTile } from "./find-tile";
import type { MapTile } from "./map-tile";
import { summarizeSectors } from "./summarize-sectors";

const tile = (
  symbol: string,
  name: string,
  sector: string,
  marketCap: number,
  changePct: number | null,
): MapTile => ({
  symbol,
  name,
  sector,
  industry: "Any",
  marketCap,
  price: 10,
  dayChangePct: changePct,
  changePct,
});

const tiles = [
  tile("AAPL", "Apple Inc.", "Technology", 2000, 1),
  tile("APP", "AppLovin", "Technology", 1000, -2),
  tile("A", "Agilent", "Capital Goods", 300, null),
];

describe("findTile", () => {
  it("finds the symbol as typed, in any case and with a $", () => {
    expect(findTile(tiles, "aapl")?.symbol).toBe("AAPL");
    expect(findTile(tiles, " $app ")?.symbol).toBe("APP");
    expect(findTile(tiles, "a")?.symbol).toBe("A");
  });

  it("from two letters finds the biggest company whose name starts with them", () => {
    expect(findTile(tiles, "ap")?.symbol).toBe("AAPL");
    expect(findTile(tiles, "agil")?.symbol).toBe("A");
    expect(findTile(tiles, "zz")).toBeNull();
    expect(findTile(tiles, "  ")).toBeNull();
  });
});

describe("summarizeSectors", () => {
  it("weights each sector's change by market cap, biggest sector first, null without figures", () => {
    expect(summarizeSectors(tiles)).toEqual([
      { sector: "Technology", companies: 2, marketCap: 3000, changePct: 0 },
      { sector: "Capital Goods", companies: 1, marketCap: 300, changePct: null },
    ]);
  });
});
