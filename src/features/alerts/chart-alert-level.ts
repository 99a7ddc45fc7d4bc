import { roundPriceTick } from "./round-price-tick";

/**
 * The price alert a click on the chart asks for (docs/alerts.md#creating-and-managing-alerts): the
 * level under the pointer to its tick, crossing up when it lies above the last price, else
 * crossing down; with no last price known, crossing up.
 */
export function chartAlertLevel(
  clicked: number,
  last: number | null,
): { level: number; direction: "above" | "below" } {
  const level = roundPriceTick(clicked);
  return { level, direction: last === null || level > last ? "above" : "below" };
}
