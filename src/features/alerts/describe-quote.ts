const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * The line every notification carries (docs/alerts.md#delivery-in-the-app): the quote's time, its
 * source and delay ("IEX real-time", "Simulated market, 15 min delayed"), as the evaluator stored them.
 */
export function describeQuote({
  quoteAsOf,
  quoteSource,
}: {
  quoteAsOf: Date | null;
  quoteSource: string | null;
}): string {
  const when = quoteAsOf ? `${timeFormat.format(quoteAsOf)} UTC` : "time not reported";
  return `Quote of ${when} · ${quoteSource ?? "source not reported"}`;
}
