import type { MapTile } from "./map-tile";

/**
 * The company a search on the map means (docs/product.md#market-map): the symbol as typed (with or
 * without "$", any case), else from two characters the first, that is biggest, company whose name
 * starts with it; null for nothing.
 */
export function findTile(tiles: readonly MapTile[], query: string): MapTile | null {
  const text = query.trim().replace(/^\$/, "").toLowerCase();
  if (text === "") return null;
  const bySymbol = tiles.find((tile) => tile.symbol.toLowerCase() === text);
  if (bySymbol || text.length < 2) return bySymbol ?? null;
  return tiles.find((tile) => tile.name.toLowerCase().startsWith(text)) ?? null;
}
