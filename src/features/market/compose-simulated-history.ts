import { type DailyBar, simulateDailyBars } from "./simulate-daily-bars";
import type { SimulationOrigin } from "./simulation-origin";
import { SNAPSHOT_SOURCE } from "./snapshot-source";

/**
 * A simulated symbol's last `sessions` daily bars (docs/live-market.md#the-simulated-market): the
 * history generated to end at the snapshot's quote, then the simulated days stored since, then
 * `today` (the day in progress, or the one closing) when it is not stored yet.
 */
export function composeSimulatedHistory(
  origin: SimulationOrigin,
  stored: readonly DailyBar[],
  today: DailyBar | null,
  sessions: number,
): DailyBar[] {
  const lastStored = stored.at(-1)?.date ?? "";
  const later = today && today.date > lastStored ? [...stored, today] : [...stored];
  const generated =
    later.length >= sessions
      ? []
      : simulateDailyBars(origin, SNAPSHOT_SOURCE.asOf, sessions - later.length);
  return [...generated, ...later].slice(-sessions);
}
