import type { StreamedQuote } from "./streamed-quote";

/**
 * The later of the stream's quote and the one the page was rendered with: the stream's first
 * event holds the stored quote, which for a symbol no page followed yet is older than the
 * simulated quote the page rendered (replaySimulatedQuote), and the price must not step back.
 */
export function latestQuote(
  streamed: StreamedQuote | null,
  rendered: StreamedQuote | null,
): StreamedQuote | null {
  if (!streamed || !rendered) return streamed ?? rendered;
  return Date.parse(rendered.asOf) > Date.parse(streamed.asOf) ? rendered : streamed;
}
