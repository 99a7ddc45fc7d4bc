import { describe, expect, it } from "vitest";
import { layoutMap, type MapRect } from "./layout-map";
import type { MapTile } from "./map-tile";

/** A seeded universe: caps spread over four orders of magnitude, as the real one's top 500 are. */
function universe(count: number, seed = 7): MapTile[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => ({
    symbol: `S${i}`,
    name: `Company ${i}`,
    sector: `Sector ${Math.floor(random() * 11)}`,
    industry: `Industry ${Math.floor(random() * 6)}`,
    marketCap: 10 ** (9 + random() * 4),
    price: 10,
    dayChangePct: 0,
    changePct: 0,
  }));
}

const area = (r: MapRect) => (r.x1 - r.x0) * (r.y1 - r.y0);
const inside = (inner: MapRect, outer: MapRect) =>
  inner.x0 >= outer.x0 - 1e-6 &&
  inner.y0 >= outer.y0 - 1e-6 &&
  inner.x1 <= outer.x1 + 1e-6 &&
  inner.y1 <= outer.y1 + 1e-6;
const overlap = (a: MapRect, b: MapRect) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

describe("layoutMap", () => {
  const tiles = universe(500);
  const layout = layoutMap(tiles, 1000, 600);

  it("places every symbol exactly once", () => {
    const placed = layout.tiles.map((t) => t.tile.symbol).sort();
    expect(placed).toEqual(tiles.map((t) => t.symbol).sort());
  });

  it("keeps tiles inside their sector and sectors inside the box", () => {
    const box = { x0: 0, y0: 0, x1: 1000, y1: 600 };
    for (const sector of layout.sectors) expect(inside(sector, box)).toBe(true);
    for (const placed of layout.tiles) {
      const sector = layout.sectors.find((s) => s.name === placed.tile.sector);
      expect(sector && inside(placed, sector)).toBe(true);
      if (sector?.header) expect(placed.y0).toBeGreaterThanOrEqual(sector.y0 + 16 - 1e-6);
    }
  });

  it("lets no two tiles or sectors overlap", () => {
    for (const group of [layout.tiles, layout.sectors])
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++)
          expect(overlap(group[i] as MapRect, group[j] as MapRect)).toBeLessThan(1e-6);
  });

  it("sizes sectors by their caps, and tiles within a sector by theirs", () => {
    const total = tiles.reduce((sum, t) => sum + t.marketCap, 0);
    for (const sector of layout.sectors) {
      const cap = tiles
        .filter((t) => t.sector === sector.name)
        .reduce((s, t) => s + t.marketCap, 0);
      expect(area(sector) / (1000 * 600)).toBeCloseTo(cap / total, 6);
      const members = layout.tiles.filter((t) => t.tile.sector === sector.name);
      const perDollar = members.map((t) => area(t) / t.tile.marketCap);
      const first = perDollar[0] ?? 0;
      for (const ratio of perDollar) expect(ratio / first).toBeCloseTo(1, 6);
    }
  });

  it("lays out nothing for no companies", () => {
    expect(layoutMap([], 390, 640)).toMatchObject({ sectors: [], tiles: [] });
  });
});

describe("layoutMap without sector headers", () => {
  it("fills each sector with its tiles, leaving no band", () => {
    const tiles = Array.from({ length: 40 }, (_, i) => ({
      symbol: `T${i}`,
      name: `T${i}`,
      sector: `S${i % 4}`,
      industry: "I",
      marketCap: 1e9 * (i + 1),
      price: 1,
      dayChangePct: 0,
      changePct: 0,
    }));
    const layout = layoutMap(tiles, 1000, 380, { headers: false });
    const area = layout.tiles.reduce((sum, t) => sum + (t.x1 - t.x0) * (t.y1 - t.y0), 0);
    expect(area).toBeCloseTo(1000 * 380, 3);
    expect(layout.sectors.every((sector) => !sector.header)).toBe(true);
  });
});
