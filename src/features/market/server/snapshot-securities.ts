import "server-only";
import type { Security } from "../parse-listing-row";
import { createSnapshotProvider } from "./snapshot-provider";

let loaded: Promise<Map<string, Security>> | null = null;

/**
 * The bundled listing's securities by symbol, read once per process: the quotes the simulated
 * history is generated to end at (docs/live-market.md#the-simulated-market), which stay the same
 * while the simulated market moves the `security` rows on.
 */
export function snapshotSecurities(): Promise<Map<string, Security>> {
  loaded ??= createSnapshotProvider()
    .listSecurities([])
    .then(({ securities }) => new Map(securities.map((security) => [security.symbol, security])));
  // A failed read is not kept: the next call reads again.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
