import type { MapTile } from "./map-tile";

export type SectorSummary = {
  sector: string;
  companies: number;
  marketCap: number;
  /** The window's change weighted by market cap, as an index moves; null when no company has one. */
  changePct: number | null;
};

/** Each sector of the map, biggest first: what the phone's list of sectors shows (docs/product.md#market-map). */
export function summarizeSectors(tiles: readonly MapTile[]): SectorSummary[] {
  const sums = new Map<
    string,
    { companies: number; cap: number; weighted: number; capped: number }
  >();
  for (const tile of tiles) {
    const sum = sums.get(tile.sector) ?? { companies: 0, cap: 0, weighted: 0, capped: 0 };
    sum.companies += 1;
    sum.cap += tile.marketCap;
    if (tile.changePct !== null) {
      sum.weighted += tile.changePct * tile.marketCap;
      sum.capped += tile.marketCap;
    }
    sums.set(tile.sector, sum);
  }
  return [...sums]
    .map(([sector, sum]) => ({
      sector,
      companies: sum.companies,
      marketCap: sum.cap,
      changePct: sum.capped > 0 ? sum.weighted / sum.capped : null,
    }))
    .sort((a, b) => b.marketCap - a.marketCap || a.sector.localeCompare(b.sector));
}
