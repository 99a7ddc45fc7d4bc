import type { ModerationQueuePage } from "../../server/data";

export type QueueItem = ModerationQueuePage["items"][number];

/** Dates in the moderator's own locale and time zone, to the minute. */
export const moderationTime = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** How long a sanction runs: "until 3 Jun 2025, 14:00" or "for good". */
export function describeUntil(until: Date | null): string {
  return until ? `until ${moderationTime.format(until)}` : "for good";
}
