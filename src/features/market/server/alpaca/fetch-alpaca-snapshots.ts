import type { AlpacaClient } from "./create-alpaca-client";
import { type AlpacaDay, readAlpacaSnapshot } from "./read-alpaca-snapshot";

/** Symbols per snapshot request: one short URL, and a universe of 7,000 in 35 requests. */
export const ALPACA_SNAPSHOT_BATCH = 200;

/**
 * The latest day of each of `symbols` Alpaca knows, from one multi-symbol snapshot request; a
 * symbol it does not know (or without a trade) is left out.
 * @see https://docs.alpaca.markets/reference/stocksnapshots-1
 */
export async function fetchAlpacaSnapshots(
  client: AlpacaClient,
  symbols: readonly string[],
): Promise<Map<string, AlpacaDay>> {
  const snapshots = await client.stocks.stockSnapshots({
    symbols: symbols.join(","),
    feed: client.settings.feed,
  });
  const days = new Map<string, AlpacaDay>();
  for (const [symbol, snapshot] of Object.entries(snapshots)) {
    const day = snapshot ? readAlpacaSnapshot(snapshot) : null;
    if (day) days.set(symbol, day);
  }
  return days;
}
