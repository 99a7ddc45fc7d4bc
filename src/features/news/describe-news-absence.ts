/** The market-data providers a server can run with (env.ts, MARKET_DATA_PROVIDER). */
export type MarketProviderName = "snapshot" | "yahoo" | "alpaca";

/**
 * Why there is no news at all, in a sentence, or null when the server reads news
 * (docs/product.md#news): only Alpaca's news API is read, and only with its key; anything else is
 * off and says so rather than showing an empty list.
 */
export function describeNewsAbsence(provider: MarketProviderName): string | null {
  if (provider === "alpaca") return null;
  if (provider === "yahoo")
    return "This server reads Yahoo's quotes, and no news: news comes from Alpaca. Its operator sets MARKET_DATA_PROVIDER=alpaca with an Alpaca key to show it.";
  return "The simulated market has no news: its operator sets MARKET_DATA_PROVIDER=alpaca with an Alpaca key to show each company's news here.";
}
