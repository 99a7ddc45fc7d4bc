import { marketData } from "@alpacahq/alpaca-trade-api/rest";
import { createPacedFetch } from "../create-paced-fetch";

/** What Alpaca market data needs: a key, the feed, and (tests only) where its servers are. */
export type AlpacaSettings = {
  keyId: string;
  secret: string;
  feed: "iex" | "sip";
  /** How many symbols the stream follows at once (free keys: 30 on IEX). */
  streamSymbols: number;
  /** Instead of https://data.alpaca.markets; tests point it at a local server. */
  dataUrl?: string;
  /** Instead of wss://stream.data.alpaca.markets/v2/<feed>; tests point it at a local server. */
  streamUrl?: string;
};

/**
 * The REST half of Alpaca market data, shared by the provider, the feed and the news and dividend
 * refreshes so they all share one pace.
 */
export type AlpacaClient = {
  settings: AlpacaSettings;
  stocks: marketData.StockApi;
  news: marketData.NewsApi;
  corporateActions: marketData.CorporateActionsApi;
};

type Options = {
  requestsPerMinute: number;
  /** The first pause after a 5xx or a dropped connection; a 429 waits for its X-RateLimit-Reset. */
  backoffMs?: number;
};

/**
 * Alpaca's official SDK (`@alpacahq/alpaca-trade-api`) on our paced fetch. The SDK's own rate
 * limiter (a token bucket) and retry are left off, its raw `Configuration`'s default: its retry
 * honours only `Retry-After`, which Alpaca does not send, and caps a pause at 5 s, and a token
 * bucket lets 200 requests out at once; the paced fetch spaces every request evenly, and after a
 * 429 holds back every request behind it until the `X-RateLimit-Reset` the answer names
 * (create-paced-fetch.ts). `timeoutMs` covers the wait for a turn too, so it allows a reset.
 * @see node_modules/@alpacahq/alpaca-trade-api/README.md, "Resilience & configuration"
 */
export function createAlpacaClient(
  settings: AlpacaSettings,
  { requestsPerMinute, backoffMs }: Options,
): AlpacaClient {
  const configuration = new marketData.Configuration({
    keyId: settings.keyId,
    secret: settings.secret,
    basePath: settings.dataUrl?.replace(/\/+$/, ""),
    fetchApi: createPacedFetch(requestsPerMinute, { backoffMs }),
    timeoutMs: 3 * 60_000,
    userAgent: "Marketdesk",
  });
  return {
    settings,
    stocks: new marketData.StockApi(configuration),
    news: new marketData.NewsApi(configuration),
    corporateActions: new marketData.CorporateActionsApi(configuration),
  };
}
