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

/** Badge colours with AA contrast on light and dark backgrounds, as the mail page's. */
export const badgeClass = {
  danger:
    "rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300",
  warning:
    "rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  neutral:
    "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  good: "rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-slate-900 dark:text-brand-500",
} as const;

/** A section's muted note, such as an empty state. */
export const emptyClass =
  "rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400";
