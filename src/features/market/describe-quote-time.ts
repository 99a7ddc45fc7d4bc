import type { MarketSession, QuoteFreshness, QuoteSource } from "./live-quote";

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "America/New_York",
});
const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "America/New_York",
});

/** What a price's freshness is called beside it (docs/live-market.md#quotes-and-sources). */
export function freshnessLabel(freshness: QuoteFreshness): string {
  switch (freshness.kind) {
    case "real-time":
      return `${freshness.venue} real-time`;
    case "delayed":
      return `${freshness.minutes} min delayed`;
    case "simulated":
      return "Simulated market";
    case "end-of-day":
      return "End of day";
  }
}

/**
 * The line under every live price (docs/live-market.md#quotes-and-sources): "as of 10:31:05 ET ·
 * IEX real-time", "as of 10:31:05 ET · 15 min delayed", "as of 10:31:05 ET · Simulated market",
 * or, with no feed (the stored snapshot, an end-of-day source), "Close of 26 Feb 2021". Never
 * "today": the time is the quote's own.
 */
export function describeQuoteTime({
  asOf,
  source,
  freshness,
}: {
  asOf: Date;
  source: QuoteSource;
  freshness: QuoteFreshness;
}): string {
  if (source === "snapshot" || freshness.kind === "end-of-day")
    return `Close of ${day.format(asOf).replace(",", "")}`;
  return `as of ${clock.format(asOf)} ET · ${freshnessLabel(freshness)}`;
}

const sessionLabels: Record<MarketSession, string> = {
  pre: "Pre-market",
  regular: "Market open",
  post: "After hours",
  closed: "Market closed",
};

/** The market session as the header says it. */
export function describeSession(session: MarketSession): string {
  return sessionLabels[session];
}
