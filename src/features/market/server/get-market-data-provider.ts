import "server-only";
import { env } from "@/env";
import { createAlpacaProvider } from "./alpaca/create-alpaca-provider";
import { getAlpacaClient } from "./alpaca/get-alpaca-client";
import { getYahooClient } from "./get-yahoo-client";
import type { MarketDataProvider } from "./market-data-provider";
import { createSnapshotProvider } from "./snapshot-provider";
import { createYahooProvider } from "./yahoo-provider";

let provider: MarketDataProvider | undefined;

/** The provider MARKET_DATA_PROVIDER names, one per process so its rate limit is shared. */
export function getMarketDataProvider(): MarketDataProvider {
  provider ??=
    env.MARKET_DATA_PROVIDER === "alpaca"
      ? createAlpacaProvider(getAlpacaClient())
      : env.MARKET_DATA_PROVIDER === "yahoo"
        ? createYahooProvider(getYahooClient())
        : createSnapshotProvider();
  return provider;
}
