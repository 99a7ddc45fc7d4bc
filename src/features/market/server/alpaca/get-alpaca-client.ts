import "server-only";
import { env } from "@/env";
import { type AlpacaClient, createAlpacaClient } from "./create-alpaca-client";

let client: AlpacaClient | undefined;

/**
 * The process's one Alpaca client, so the refresh and the feed share its pace. Only with
 * MARKET_DATA_PROVIDER=alpaca, which env.ts accepts only with a whole key (fail closed).
 */
export function getAlpacaClient(): AlpacaClient {
  const { ALPACA_API_KEY_ID: keyId, ALPACA_API_SECRET_KEY: secret } = env;
  if (env.MARKET_DATA_PROVIDER !== "alpaca" || !keyId || !secret)
    throw new Error(
      "Alpaca market data is not configured (MARKET_DATA_PROVIDER=alpaca and its key)",
    );
  client ??= createAlpacaClient(
    {
      keyId,
      secret,
      feed: env.ALPACA_FEED,
      streamSymbols: env.ALPACA_STREAM_SYMBOLS,
      dataUrl: env.ALPACA_DATA_URL,
      streamUrl: env.ALPACA_STREAM_URL,
    },
    { requestsPerMinute: env.MARKET_DATA_REQUESTS_PER_MINUTE },
  );
  return client;
}
