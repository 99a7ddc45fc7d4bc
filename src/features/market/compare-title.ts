import { MARKET_AVERAGE, MARKET_AVERAGE_TITLE } from "./market-average";

/** How a compared entry is named on the chart and its tools: the symbol, or "Market average". */
export function compareTitle(entry: string): string {
  return entry === MARKET_AVERAGE ? MARKET_AVERAGE_TITLE : entry;
}
