import "server-only";
import { env } from "@/env";
import type { MarketDataProvider } from "./market-data-provider";
import { createSnapshotProvider } from "./snapshot-provider";
import { createYahooProvider } from "./yahoo-provider";

let provider: MarketDataProvider | undefined;

/** The provider MARKET_DATA_PROVIDER names, one per process so its rate limit is shared. */
export function getMarketDataProvider(): MarketDataProvider {
  provider ??=
    env.MARKET_DATA_PROVIDER === "yahoo"
      ? createYahooProvider({ requestsPerMinute: env.MARKET_DATA_REQUESTS_PER_MINUTE })
      : createSnapshotProvider();
  return provider;
}
