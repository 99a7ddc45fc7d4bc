import type { CalendarAbsence } from "../describe-calendar-absence";

/**
 * What the calendar can and cannot show on this server, said above the week: a source not
 * configured, and that no provider here announces the dates of reports to come.
 */
export function CalendarSources({ absence }: { absence: CalendarAbsence }) {
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {absence.dividends && <p>{absence.dividends}</p>}
      {absence.earnings && <p>{absence.earnings}</p>}
      <p>
        Reports show on the day they were filed with the SEC, with the EPS they gave. No data source
        of this server announces future earnings dates or analysts&apos; estimates, so none are
        shown.
      </p>
    </div>
  );
}
