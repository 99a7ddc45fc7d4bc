import type { MapTile } from "./map-tile";
import type { MapWindow } from "./map-windows";

/** What a tile needs of a streamed quote: the last trade and the close it is measured against. */
export type TileQuote = { price: number; previousClose: number | null };

/**
 * A tile's figures once its live quote arrives (docs/product.md#market-map): the day's change
 * against the previous close; a longer window's change carried forward by the price's move since
 * the stored figure (the same base, a new end), so every window moves with the market.
 */
export function liveTileChange(tile: MapTile, window: MapWindow, quote: TileQuote | null) {
  if (!quote)
    return { price: tile.price, dayChangePct: tile.dayChangePct, changePct: tile.changePct };
  const { price, previousClose } = quote;
  const dayChangePct =
    previousClose !== null && previousClose > 0
      ? (price / previousClose - 1) * 100
      : tile.dayChangePct;
  if (window === "day") return { price, dayChangePct, changePct: dayChangePct };
  const changePct =
    tile.changePct === null || tile.price === null || tile.price <= 0
      ? tile.changePct
      : ((1 + tile.changePct / 100) * (price / tile.price) - 1) * 100;
  return { price, dayChangePct, changePct };
}
