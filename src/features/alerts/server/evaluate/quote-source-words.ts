import { freshnessLabel, type QuoteFreshness, type QuoteSource } from "@/features/market";

const names: Record<QuoteSource, string> = {
  simulated: "Simulated market",
  alpaca: "Alpaca",
  yahoo: "Yahoo",
  snapshot: "End of day",
};

/**
 * A trigger's quote source and delay in words, as the page says them beside a price
 * (docs/live-market.md#quotes-and-sources): the running feed's freshness ("IEX real-time",
 * "15 min delayed", "Simulated market") when it is the quote's source, else the source's name.
 */
export function quoteSourceWords(
  source: QuoteSource,
  feed: { source: QuoteSource; freshness: QuoteFreshness } | null,
): string {
  if (feed && feed.source === source) return freshnessLabel(feed.freshness);
  return names[source];
}
