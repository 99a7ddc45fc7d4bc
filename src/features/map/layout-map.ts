import { hierarchy, treemap, treemapSquarify } from "d3-hierarchy";
import type { MapTile } from "./map-tile";

export type MapRect = { x0: number; y0: number; x1: number; y1: number };
export type MapLayout = {
  width: number;
  height: number;
  sectors: Array<MapRect & { name: string; header: boolean }>;
  tiles: Array<MapRect & { tile: MapTile }>;
};

type Node = { name: string; children?: Node[]; tile?: MapTile };

/** A sector's name band, in layout units; only sectors big enough to hold one get it. */
export const SECTOR_HEADER = 16;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function hasHeaderRoom(width: number, height: number): boolean {
  return width >= SECTOR_HEADER * 4 && height >= SECTOR_HEADER * 3;
}

/**
 * The treemap of `tiles` in a `width` × `height` box (docs/product.md#market-map): sectors, then
 * industries, then companies, each sized by market cap with d3's squarified layout, biggest first.
 * A sector's rectangle is in proportion to its companies' caps; its name band comes off the top,
 * so within a sector every tile keeps the same area per dollar; without `headers` there is none. Gaps between tiles are drawn, not
 * laid out, so they take no company's area.
 */
export function layoutMap(
  tiles: readonly MapTile[],
  width: number,
  height: number,
  { headers = true }: { headers?: boolean } = {},
): MapLayout {
  const sectors = [...groupBy(tiles, (tile) => tile.sector)].map(([name, members]) => ({
    name,
    children: [...groupBy(members, (tile) => tile.industry)].map(([industry, companies]) => ({
      name: industry,
      children: companies.map((tile) => ({ name: tile.symbol, tile })),
    })),
  }));
  const root = hierarchy<Node>({ name: "", children: sectors })
    .sum((node) => node.tile?.marketCap ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.data.name.localeCompare(b.data.name));
  const laid = treemap<Node>()
    .tile(treemapSquarify)
    .size([width, height])
    .round(false)
    // d3 asks once the sector's own rectangle is placed: a name band where it leaves room for tiles.
    .paddingTop((node) =>
      headers && node.depth === 1 && hasHeaderRoom(node.x1 - node.x0, node.y1 - node.y0)
        ? SECTOR_HEADER
        : 0,
    )(root);
  return {
    width,
    height,
    sectors: (laid.children ?? []).map((node) => ({
      name: node.data.name,
      header: headers && hasHeaderRoom(node.x1 - node.x0, node.y1 - node.y0),
      x0: node.x0,
      y0: node.y0,
      x1: node.x1,
      y1: node.y1,
    })),
    tiles: laid
      .leaves()
      .flatMap((leaf) =>
        leaf.data.tile && leaf.x1 > leaf.x0
          ? [{ tile: leaf.data.tile, x0: leaf.x0, y0: leaf.y0, x1: leaf.x1, y1: leaf.y1 }]
          : [],
      ),
  };
}
