import { figureFormats } from "@/lib/format/figure-formats";
import type { StackedDays } from "./stack-families";

const dayName = (day: string) => figureFormats.day.format(new Date(`${day}T00:00:00Z`));

/** The chart in a sentence or two, for everyone and for screen readers: total, daily average, busiest day, the biggest families. */
export function describeEventsPerDay({ series, days }: StackedDays): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "No days in this range.";
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const busiest = days.reduce((best, day) => (day.total > best.total ? day : best), first);
  const { count, percent } = figureFormats;
  const mix = series
    .slice(0, 3)
    .map(
      (s) =>
        `${s.label} ${count.format(s.total)} (${percent.format(s.total / Math.max(total, 1))})`,
    )
    .join(", ");
  return (
    `${dayName(first.day)} to ${dayName(last.day)}: ${count.format(total)} ${total === 1 ? "event" : "events"}, ${count.format(total / days.length)} a day on average; ` +
    `the busiest day was ${dayName(busiest.day)} with ${count.format(busiest.total)}. Largest families: ${mix}.`
  );
}
