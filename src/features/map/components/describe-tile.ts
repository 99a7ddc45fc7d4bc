import { formatPercent } from "@/lib/format/format-market-number";
import { marketFigures } from "@/lib/format/market-figures";
import type { MapTile } from "../map-tile";
import { type MapWindow, mapWindows } from "../map-windows";

/** A tile as a sentence, what a screen reader says on focus: name, price, change and market cap. */
export function describeTile(
  tile: MapTile,
  window: MapWindow,
  figures: { price: number | null; changePct: number | null },
): string {
  const price = figures.price === null ? "no price" : marketFigures.price.format(figures.price);
  return `${tile.symbol}, ${tile.name}: ${price}, ${formatPercent(figures.changePct)} over the ${mapWindows[window].label.toLowerCase()}, market cap ${marketFigures.marketCap.format(tile.marketCap)}`;
}
