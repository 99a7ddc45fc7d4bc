import { formatAsOf } from "./format-as-of";
import { SNAPSHOT_SOURCE } from "./snapshot-source";

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "America/New_York",
});

/**
 * When the quotes on screen are from, in a few words for a heading: "Close of 26 Feb 2021" for the
 * bundled listing, "As of Nov 27, 2026, 4:00 PM ET" for a live provider's last refresh. Never
 * "today" for data that is not (docs/live-market.md#correct-data-everywhere).
 */
export function describeQuotesTime({ live, asOf }: { live: number; asOf: Date | null }): string {
  if (live === 0 || asOf === null) return `Close of ${day.format(SNAPSHOT_SOURCE.asOf)}`;
  return `As of ${formatAsOf(asOf)}`;
}
