/** Annualised volatility bands by market cap: the bigger the company, the calmer its stock. */
const BANDS = [
  { minCap: 200e9, low: 0.2, high: 0.28 },
  { minCap: 10e9, low: 0.24, high: 0.38 },
  { minCap: 2e9, low: 0.3, high: 0.48 },
  { minCap: 0, low: 0.38, high: 0.6 },
] as const;

/**
 * A symbol's annualised volatility for the simulated market (docs/live-market.md#the-simulated-market):
 * 20–28 % for a mega cap up to 38–60 % for a small cap or one without a known market cap, placed
 * within its band by `draw` (uniform, 0–1), the symbol's own.
 */
export function simulatedVolatility(marketCap: number | null, draw: number): number {
  const band = BANDS.find((b) => (marketCap ?? 0) >= b.minCap) ?? BANDS[3];
  return band.low + (band.high - band.low) * draw;
}
