/** How far the price has to go to reach the target, in percent of the price (+12.5 = 12.5 % higher); null without both. */
export function distanceToTarget(
  lastPrice: number | null,
  targetPrice: number | null,
): number | null {
  if (lastPrice === null || targetPrice === null || lastPrice <= 0) return null;
  return ((targetPrice - lastPrice) / lastPrice) * 100;
}
