import { formatAsOf } from "@/features/market";
import { CHAT_COUNT_SOURCE } from "./alert-kinds";

/**
 * The line every notification carries (docs/alerts.md#delivery-in-the-app): the quote's time in
 * the market's own time zone, as every price on the site says it, then its source and delay
 * ("IEX real-time", "Simulated market", "15 min delayed"), as the evaluator stored them. A chat
 * room's alert counted messages rather than read a quote, and says so.
 */
export function describeQuote({
  quoteAsOf,
  quoteSource,
}: {
  quoteAsOf: Date | null;
  quoteSource: string | null;
}): string {
  const when = quoteAsOf ? formatAsOf(quoteAsOf) : "time not reported";
  if (quoteSource === CHAT_COUNT_SOURCE) return `Counted at ${when} · ${CHAT_COUNT_SOURCE}`;
  return `Quote of ${when} · ${quoteSource ?? "source not reported"}`;
}
