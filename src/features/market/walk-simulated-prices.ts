import { fnv1a } from "@/lib/hash/fnv1a";
import { seededRandom } from "./seeded-random";
import { symbolDailyVolatility } from "./symbol-daily-volatility";

/** What a symbol's simulated history is generated from: the snapshot's quote and size. */
export type SimulatedSymbol = {
  symbol: string;
  lastPrice: number;
  /** The snapshot day's change, in percent: the history's last two closes reproduce it. */
  changePct: number | null;
  marketCap: number | null;
};

/** A simulated day's draws besides its close: the bar's spread, how far its high and low reach, its volume. */
export type SimulatedDayShape = { spread: number; up: number; down: number; volume: number };

/** Every walk is five years (the chart's longest range); a shorter series is its end. */
export const SIMULATED_SESSIONS = 1_260;
/** The five years' total return, annualised: from −10 % to +20 % a year. */
const YEARLY_RETURN = { low: Math.log(0.9), high: Math.log(1.2) };

/**
 * A symbol's simulated history (docs/live-market.md#the-simulated-market), unrounded: `closes[0]`
 * is the close before the first of `SIMULATED_SESSIONS` days and the last is `lastPrice`, the one
 * before it `lastPrice / (1 + changePct)`. Between them a Brownian bridge with the symbol's own
 * volatility (symbolDailyVolatility) joins a seeded start, whose five-year return stays within the
 * plausible band above, to the snapshot: a plain walk backwards drifted anywhere. The same symbol
 * always gets the same series.
 */
export function walkSimulatedPrices(security: SimulatedSymbol): {
  closes: number[];
  shape: SimulatedDayShape[];
} {
  const random = seededRandom(fnv1a(security.symbol));
  const dailyVolatility = symbolDailyVolatility(security.symbol, security.marketCap);
  const years = SIMULATED_SESSIONS / 252;
  const yearly = YEARLY_RETURN.low + (YEARLY_RETURN.high - YEARLY_RETURN.low) * random.uniform();
  const end = Math.log(security.lastPrice);
  const lastMove =
    security.changePct !== null && security.changePct > -100
      ? Math.log(1 + security.changePct / 100)
      : dailyVolatility * random.normal();
  const start = end - yearly * years;
  // The bridge runs from closes[0] to the snapshot day's previous close, closes[steps].
  const steps = SIMULATED_SESSIONS - 1;
  const sums = [0];
  const shape: SimulatedDayShape[] = [];
  for (let day = 0; day < SIMULATED_SESSIONS; day += 1) {
    shape.push({
      spread: dailyVolatility * (0.6 + random.uniform()),
      up: random.uniform(),
      down: random.uniform(),
      volume: random.uniform(),
    });
    if (day < steps) sums.push(sums[day]! + dailyVolatility * random.normal());
  }
  const gap = sums[steps]! - (end - lastMove - start);
  const closes = sums.map((sum, k) => Math.exp(start + sum - (k / steps) * gap));
  closes.push(security.lastPrice);
  return { closes, shape };
}
