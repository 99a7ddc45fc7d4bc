import { formatCount } from "@/lib/format/format-market-number";
import { type MapWindow, mapWindows } from "./map-windows";
import type { MarketMap } from "./server/get-market-map";

/** What the map draws, in a sentence (docs/product.md#market-map): whose companies, and what size and colour mean. */
export function describeMapScope(map: MarketMap, window: MapWindow): string {
  const change = `the ${mapWindows[window].label.toLowerCase()}'s change`;
  const meaning = `Each tile's size is the company's market cap, its colour ${change}.`;
  const left =
    map.leftOut > 0
      ? ` ${formatCount(map.leftOut)} more ${map.leftOut === 1 ? "is" : "are"} not drawn (no market cap, or past the 500 largest).`
      : "";
  const companies = `${formatCount(map.tiles.length)} ${map.tiles.length === 1 ? "company" : "companies"}`;
  switch (map.scope.kind) {
    case "market":
      return `The ${formatCount(map.tiles.length)} largest US-listed common stocks by market cap, about the S&P 500's size (not the index itself), by sector and industry. ${meaning}`;
    case "watchlist":
      return `Your watchlist “${map.scope.name}”: ${companies} by sector and industry. ${meaning}${left}`;
    case "screen": {
      const locked =
        map.lockedFilters.length > 0
          ? " Its technical filters need a plan with them, so it is drawn without them, as the screener runs it."
          : "";
      return `Your saved screen “${map.scope.name}”: the ${formatCount(map.tiles.length)} largest of its matches by sector and industry. ${meaning}${left}${locked}`;
    }
  }
}
