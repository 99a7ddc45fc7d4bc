"use client";

import type { LiveQuotesStatus } from "../create-live-quotes-store";
import { describeQuoteTime, describeSession } from "../describe-quote-time";
import type { MarketSession, QuoteFreshness, QuoteSource } from "../live-quote";

/**
 * The line under a live price (docs/live-market.md#quotes-and-sources): its session, its time and
 * source ("as of 10:31:05 ET · IEX real-time", "Close of 26 Feb 2021"), and "paused" while the
 * stream is down, the prices staying as last received.
 */
export function QuoteTime({
  asOf,
  source,
  freshness,
  session,
  status,
}: {
  asOf: Date;
  source: QuoteSource;
  freshness: QuoteFreshness;
  session: MarketSession | null;
  status: LiveQuotesStatus;
}) {
  const parts = [
    session && source !== "snapshot" ? describeSession(session) : null,
    describeQuoteTime({ asOf, source, freshness }),
    status === "paused" && source !== "snapshot" ? "live updates paused" : null,
  ].filter(Boolean);
  return (
    <p data-testid="quote-time" className="text-xs text-slate-600 dark:text-slate-400">
      {parts.join(" · ")}
    </p>
  );
}
