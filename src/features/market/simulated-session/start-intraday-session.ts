import { fnv1a } from "@/lib/hash/fnv1a";
import { sessionPhases } from "../market-session";
import { seededRandom } from "../seeded-random";
import { symbolDailyVolatility } from "../symbol-daily-volatility";
import type { IntradaySession } from "./intraday-session";

/**
 * How busy a symbol is (0.02–1), from its usual daily volume: ten million shares a day or more
 * are 1, ten thousand a sixth, a few thousand hardly ever trade.
 */
const activityOf = (usualVolume: number) =>
  Math.min(1, Math.max(0.02, (Math.log10(usualVolume + 1) - 3.5) / 3));

/** A symbol's simulated `day` before its first minute, from the close before it. */
export function startIntradaySession(input: {
  symbol: string;
  marketCap: number | null;
  day: string;
  previousClose: number;
  previousCloseAt: Date;
  usualVolume: number;
}): IntradaySession {
  return {
    symbol: input.symbol,
    day: input.day,
    phases: sessionPhases(input.day),
    previousClose: input.previousClose,
    previousCloseAt: input.previousCloseAt,
    dailyVolatility: symbolDailyVolatility(input.symbol, input.marketCap),
    usualVolume: Math.max(0, input.usualVolume),
    activity: activityOf(input.usualVolume),
    random: seededRandom(fnv1a(`${input.symbol}/${input.day}`)),
    latent: Math.log(input.previousClose),
    price: input.previousClose,
    tradedAt: null,
    trades: 0,
    open: null,
    high: null,
    low: null,
    volume: 0,
    lastRegular: null,
    minute: 0,
    pending: null,
  };
}
