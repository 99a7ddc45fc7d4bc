import { marketFigures } from "@/lib/format/market-figures";
import type { MapTile } from "../map-tile";
import { type MapWindow, mapWindows } from "../map-windows";

/**
 * What a screen reader hears of a tile after its symbol and change (which the tile shows, so its
 * name starts with the words on it, WCAG 2.5.3): the window, name, price and market cap.
 */
export function describeTile(tile: MapTile, window: MapWindow, price: number | null): string {
  const priceText = price === null ? "no price" : marketFigures.price.format(price);
  return `over the ${mapWindows[window].label.toLowerCase()}: ${tile.name}, price ${priceText}, market cap ${marketFigures.marketCap.format(tile.marketCap)}`;
}
