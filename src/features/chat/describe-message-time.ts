import { formatDateTime } from "@/lib/dates/format-date-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let formats: { dayAndTime: Intl.DateTimeFormat; yearDate: Intl.DateTimeFormat } | undefined;

/** The formats, made when the first message older than a day is shown, not when a stock page loads its room (src/lib/format/format-decimal.ts says what the first costs a phone). */
function getFormats() {
  return (formats ??= {
    dayAndTime: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
    yearDate: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }),
  });
}

/**
 * When a message was posted, as a chat shows it: "now", "4m", "3h", then "Mar 4, 2:05 PM", and the
 * year once it is another year's; with the full date and time for the tooltip.
 */
export function describeMessageTime(at: Date, now: number): { short: string; full: string } {
  const age = now - at.getTime();
  const full = formatDateTime(at);
  if (age < MINUTE) return { short: "now", full };
  if (age < HOUR) return { short: `${Math.floor(age / MINUTE)}m`, full };
  if (age < DAY) return { short: `${Math.floor(age / HOUR)}h`, full };
  const { dayAndTime, yearDate } = getFormats();
  const sameYear = new Date(now).getFullYear() === at.getFullYear();
  return { short: sameYear ? dayAndTime.format(at) : yearDate.format(at), full };
}
