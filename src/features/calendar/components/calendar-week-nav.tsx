import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { formatBarDate, formatMonthDay } from "@/lib/format/format-bar-date";
import { calendarHref } from "../calendar-href";
import type { CalendarScope } from "../calendar-inputs";
import { addDays } from "../calendar-week";

const linkClass = buttonClass({ variant: "secondary", size: "sm" });

/**
 * The week shown, announced when it changes, and links to the weeks around it and to this week:
 * links, not buttons, so each week is an address Back and Forward return to. Short labels fit a
 * phone's width; screen readers hear the whole name.
 */
export function CalendarWeekNav({
  week,
  previousWeek,
  nextWeek,
  today,
  scope,
}: {
  week: string;
  previousWeek: string;
  nextWeek: string;
  today: string;
  scope: CalendarScope;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-lg font-semibold" aria-live="polite">
        Week of {formatMonthDay(week)} – {formatBarDate(addDays(week, 6))}
      </p>
      <nav aria-label="Weeks" className="flex flex-wrap gap-2">
        <Link
          href={calendarHref(previousWeek, scope)}
          aria-label="Previous week"
          className={linkClass}
        >
          ← Previous
        </Link>
        <Link href={calendarHref(today, scope)} className={linkClass}>
          This week
        </Link>
        <Link href={calendarHref(nextWeek, scope)} aria-label="Next week" className={linkClass}>
          Next →
        </Link>
      </nav>
    </div>
  );
}
