/**
 * A price to its tick, as exchanges quote it: cents from $1 up, four decimals below (a sub-penny
 * tick is allowed under $1), so a level prefilled from a chart or a quote is one a stock can trade at.
 */
export function roundPriceTick(price: number): number {
  const scale = Math.abs(price) >= 1 ? 100 : 10_000;
  return Math.round(price * scale) / scale;
}
