import type { SimulatedSymbol } from "./walk-simulated-prices";

/** The quote a symbol's simulated history is generated to end at, with its volume. */
export type SimulationOrigin = SimulatedSymbol & { volume: number | null };
/** A row that may be one: a security, priced or not. */
export type MaybePriced = Omit<SimulationOrigin, "lastPrice"> & { lastPrice: number | null };

/**
 * Where a simulated symbol's history starts from (docs/live-market.md#the-simulated-market): its
 * quote in the bundled snapshot, which stays while the simulated market moves its row on; a row
 * the snapshot does not list (added by hand) is its own origin. Null without a price.
 */
export function simulationOrigin(
  snapshot: ReadonlyMap<string, MaybePriced>,
  row: MaybePriced,
): SimulationOrigin | null {
  const origin = snapshot.get(row.symbol) ?? row;
  const { lastPrice } = origin;
  return lastPrice !== null && lastPrice > 0 ? { ...origin, lastPrice } : null;
}
