import { fnv1a } from "@/lib/hash/fnv1a";
import { seededRandom } from "./seeded-random";
import { simulatedVolatility } from "./simulated-volatility";

/**
 * A symbol's daily volatility in the simulated market, the same in its generated history and its
 * simulated sessions: its annualised volatility (simulatedVolatility, placed by the symbol's own
 * seed) over the √252 trading days of a year.
 */
export function symbolDailyVolatility(symbol: string, marketCap: number | null): number {
  const draw = seededRandom(fnv1a(`${symbol}/volatility`)).uniform();
  return simulatedVolatility(marketCap, draw) / Math.sqrt(252);
}
