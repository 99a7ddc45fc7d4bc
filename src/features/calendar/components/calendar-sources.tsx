import type { CalendarAbsence } from "../describe-calendar-absence";

/**
 * What the calendar can and cannot show on this server, said above the week: a source not
 * configured, and how far the dates of reports to come can be trusted.
 */
export function CalendarSources({ absence }: { absence: CalendarAbsence }) {
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {absence.dividends && <p>{absence.dividends}</p>}
      {absence.earnings && <p>{absence.earnings}</p>}
      {absence.upcoming && <p>{absence.upcoming}</p>}
      <p>
        Filed reports show on the day they were filed with the SEC, with the EPS they gave.
        {absence.upcoming
          ? " No data source of this server announces future earnings dates or analysts' estimates, so none are shown."
          : " Reports to come show on the day Yahoo Finance gives, announced by the company or estimated; upcoming dates from Yahoo Finance may be off by a day or two. No source here gives analysts' estimates."}
      </p>
    </div>
  );
}
