import { newYorkClock, tradingDaysEndingOn } from "./market-session";
import { roundSimulatedPrice } from "./round-simulated-price";
import {
  SIMULATED_SESSIONS,
  type SimulatedSymbol,
  walkSimulatedPrices,
} from "./walk-simulated-prices";

export type DailyBar = {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

/** The last trading days asked for: a refresh asks the same days for every one of thousands of symbols. */
let lastDays: { key: string; days: readonly string[] } | null = null;

/** The NYSE trading days ending on `end`'s New York day, oldest first. */
function tradingDays(end: Date, count: number): readonly string[] {
  const key = `${end.toISOString()}/${count}`;
  if (lastDays?.key !== key)
    lastDays = { key, days: tradingDaysEndingOn(newYorkClock(end).day, count) };
  return lastDays.days;
}

/**
 * The snapshot day's volume relative to the symbol's usual one, from a uniform draw: mostly an
 * ordinary day, but a few symbols in every snapshot trade at twice their average or more, as on
 * any real day, so the unusual-volume screen finds some.
 */
const volumeLevel = (draw: number) => (draw < 0.96 ? 0.5 + draw : 2.2 + (draw - 0.96) * 70);

/**
 * A deterministic, simulated daily series for a symbol (the snapshot has no history), the last
 * `count` (at most five years) of walkSimulatedPrices on the NYSE's trading days up to `end`: its
 * last bar is the snapshot's day, closing at the snapshot's price and volume, with the snapshot's
 * change from the close before. Labelled "simulated" wherever it is shown.
 */
export function simulateDailyBars(
  security: SimulatedSymbol & { volume: number | null },
  end: Date,
  count = 260,
): DailyBar[] {
  const sessions = Math.min(count, SIMULATED_SESSIONS);
  const days = tradingDays(end, sessions);
  // closes[0] is the close before the first day, so every bar opens at the previous close.
  const { closes, shape } = walkSimulatedPrices(security);
  const skip = SIMULATED_SESSIONS - sessions;
  const snapshotVolume = Math.round(Math.max(0, security.volume ?? 0));
  const usualVolume = snapshotVolume / volumeLevel(shape.at(-1)!.volume);
  return days.map((date, i) => {
    const day = skip + i;
    const close = closes[day + 1]!;
    const open = closes[day]!;
    const { spread, up, down, volume } = shape[day]!;
    const last = day === SIMULATED_SESSIONS - 1;
    return {
      date,
      open: roundSimulatedPrice(open),
      high: roundSimulatedPrice(Math.max(open, close) * (1 + spread * up)),
      low: roundSimulatedPrice(Math.min(open, close) * (1 - spread * down)),
      close: last ? security.lastPrice : roundSimulatedPrice(close),
      volume: last ? snapshotVolume : Math.round(usualVolume * (0.5 + volume)),
    };
  });
}
