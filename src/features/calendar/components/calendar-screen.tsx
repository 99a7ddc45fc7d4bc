"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { formatBarDate, formatMonthDay } from "@/lib/format/format-bar-date";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { calendarHref } from "../calendar-href";
import type { CalendarScope } from "../calendar-inputs";
import { addDays, isCalendarDay, isWeekend } from "../calendar-week";
import { CalendarDay } from "./calendar-day";
import { CalendarSources } from "./calendar-sources";

const chipClass = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-medium ${
    active
      ? "border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-slate-950"
      : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-900"
  }`;

type Day = { day: string; dividends: unknown[]; reports: unknown[] };

/** Weekdays always; a Saturday or Sunday only with an event (the market is closed, and they seldom have one). */
const shown = (day: Day) =>
  !isWeekend(day.day) || day.dividends.length > 0 || day.reports.length > 0;

/**
 * The calendar (docs/product.md#calendar): one week of filed earnings reports and dividends going
 * ex, day by day. The week and the scope live in the address (`?week=2026-11-30&scope=watchlists`),
 * so previous/next are links, Back and Forward step through the weeks seen, and a week can be shared.
 */
export function CalendarScreen() {
  const params = useSearchParams();
  const asked = params.get("week");
  const week = asked && isCalendarDay(asked) ? asked : undefined;
  const { identity } = useAppSession();
  const signedIn = identity.status === "authenticated";
  const scope: CalendarScope =
    signedIn && params.get("scope") === "watchlists" ? "watchlists" : "all";
  const trpc = useTRPC();
  const calendar = useQuery({
    ...trpc.calendar.week.queryOptions({ week, scope }),
    placeholderData: keepPreviousData,
  });
  const data = calendar.data;

  if (calendar.isError && !data) return <LoadFailure what="The calendar" query={calendar} />;
  if (!data) return <LoadingBlock label="Loading the calendar" height="h-96" />;
  const sunday = addDays(data.week, 6);
  const empty = data.days.every((day) => day.dividends.length + day.reports.length === 0);
  return (
    <div className="space-y-4" aria-busy={calendar.isFetching}>
      <CalendarSources absence={data.absence} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" aria-live="polite">
          Week of {formatMonthDay(data.week)} – {formatBarDate(sunday)}
        </p>
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Link
            href={calendarHref(data.previousWeek, scope)}
            aria-label="Previous week"
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            ← Previous
          </Link>
          <Link
            href={calendarHref(data.today, scope)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            This week
          </Link>
          <Link
            href={calendarHref(data.nextWeek, scope)}
            aria-label="Next week"
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Next →
          </Link>
        </nav>
      </div>
      {signedIn ? (
        <div role="group" aria-label="Whose events" className="flex flex-wrap gap-2">
          <Link
            href={calendarHref(data.week, "all")}
            aria-current={scope === "all" ? "page" : undefined}
            className={chipClass(scope === "all")}
          >
            All companies
          </Link>
          <Link
            href={calendarHref(data.week, "watchlists")}
            aria-current={scope === "watchlists" ? "page" : undefined}
            className={chipClass(scope === "watchlists")}
          >
            My watchlists
          </Link>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Log in or continue as a guest to see only the companies of your watchlists.
        </p>
      )}
      {calendar.isError && <LoadFailure what="This week" query={calendar} />}
      {scope === "watchlists" && data.watchedSymbols === 0 ? (
        <EmptyState>
          Your watchlists hold no symbols yet: add some to see their events here.
        </EmptyState>
      ) : (
        empty &&
        !(data.absence.dividends && data.absence.earnings) && (
          <EmptyState>
            {scope === "watchlists"
              ? "No report was filed and no dividend goes ex this week for the companies of your watchlists."
              : "No report was filed and no dividend goes ex this week among the companies this server follows."}
          </EmptyState>
        )
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        {data.days.filter(shown).map((day) => (
          <CalendarDay
            key={day.day}
            day={day.day}
            today={day.day === data.today}
            dividends={day.dividends}
            reports={day.reports}
          />
        ))}
      </div>
      {data.more && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This week has more events than one page shows: choose “My watchlists” to see yours.
        </p>
      )}
    </div>
  );
}
