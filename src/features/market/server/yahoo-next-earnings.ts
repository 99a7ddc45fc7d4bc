import { newYorkDate } from "../new-york-date";
import type { QuoteFigures } from "../parse-listing-row";

type NextEarnings = Pick<QuoteFigures, "nextEarningsDate" | "nextEarningsConfirmed">;

const NONE: NextEarnings = { nextEarningsDate: null, nextEarningsConfirmed: null };

/** Later than any company would announce: a timestamp past it is garbage, not a date. */
const LATEST_MS = Date.UTC(2100, 0, 1);

/**
 * An instant Yahoo sent: yahoo-finance2 turns the quote's timestamps into Dates, while the wire
 * (and the recorded fixtures) carry epoch seconds. Anything else, or an instant outside
 * 2000–2100, is no instant.
 */
function instant(value: unknown): number | null {
  const ms =
    value instanceof Date
      ? value.getTime()
      : typeof value === "number" && Number.isFinite(value)
        ? value * 1_000
        : Number.NaN;
  return ms >= Date.UTC(2000, 0, 1) && ms < LATEST_MS ? ms : null;
}

/**
 * The next earnings report a Yahoo quote announces (docs/live-market.md#upcoming-earnings-dates):
 * the earliest of `earningsTimestamp`, `earningsTimestampStart` and `earningsTimestampEnd` after
 * the quote's own time (`earningsTimestamp` is often the last report, already past), as its New
 * York day. Confirmed only when Yahoo says `isEarningsDateEstimate: false`. Without a quote time,
 * or with only past dates, there is no next report: never a guessed one.
 */
export function yahooNextEarnings(quote: object): NextEarnings {
  const read = (key: string) => instant((quote as Record<string, unknown>)[key]);
  const quotedAt = read("regularMarketTime");
  if (quotedAt === null) return NONE;
  const upcoming = [
    read("earningsTimestamp"),
    read("earningsTimestampStart"),
    read("earningsTimestampEnd"),
  ].filter((at): at is number => at !== null && at > quotedAt);
  if (upcoming.length === 0) return NONE;
  const estimate = (quote as Record<string, unknown>).isEarningsDateEstimate;
  return {
    nextEarningsDate: newYorkDate(new Date(Math.min(...upcoming))),
    nextEarningsConfirmed: estimate === false,
  };
}
