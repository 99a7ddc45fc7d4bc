"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { CalendarScope } from "../calendar-inputs";
import { isCalendarDay, isWeekend } from "../calendar-week";
import { CalendarDay } from "./calendar-day";
import { CalendarScopePicker } from "./calendar-scope-picker";
import { CalendarSources } from "./calendar-sources";
import { CalendarWeekNav } from "./calendar-week-nav";

type Day = { day: string; dividends: unknown[]; reports: unknown[]; upcoming: unknown[] };

const eventsOf = (day: Day) => day.dividends.length + day.reports.length + day.upcoming.length;

/** Weekdays always; a Saturday or Sunday only with an event (the market is closed, and they seldom have one). */
const shown = (day: Day) => !isWeekend(day.day) || eventsOf(day) > 0;

/**
 * The calendar (docs/product.md#calendar): one week of earnings reports filed and due and of
 * dividends going ex, day by day. The week and the scope live in the address (`?week=2026-11-30&scope=watchlists`),
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
  const empty = data.days.every((day) => eventsOf(day) === 0);
  return (
    <div className="space-y-4" aria-busy={calendar.isFetching}>
      <CalendarSources absence={data.absence} />
      <CalendarWeekNav
        week={data.week}
        previousWeek={data.previousWeek}
        nextWeek={data.nextWeek}
        today={data.today}
        scope={scope}
      />
      <CalendarScopePicker week={data.week} scope={scope} signedIn={signedIn} />
      {calendar.isError && <LoadFailure what="This week" query={calendar} />}
      {scope === "watchlists" && data.watchedSymbols === 0 ? (
        <EmptyState>
          Your watchlists hold no symbols yet: add some to see their events here.
        </EmptyState>
      ) : (
        empty &&
        !(data.absence.dividends && data.absence.earnings && data.absence.upcoming) && (
          <EmptyState>
            {scope === "watchlists"
              ? "No report is filed or due and no dividend goes ex this week for the companies of your watchlists."
              : "No report is filed or due and no dividend goes ex this week among the companies this server follows."}
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
            upcoming={day.upcoming}
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
