import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { formatBarDate, formatWeekday } from "@/lib/format/format-bar-date";
import { describeReport, type ReportFacts } from "../describe-report";
import { formatDividendAmount } from "../format-dividend-amount";

export type DayDividend = {
  symbol: string;
  name: string | null;
  payDate: string | null;
  amount: number;
  currency: string | null;
  special: boolean;
};
export type DayReport = ReportFacts & { symbol: string; name: string | null };
/** A report to come on this day, as Yahoo announces it (docs/live-market.md#upcoming-earnings-dates). */
export type DayUpcomingReport = { symbol: string; name: string | null; confirmed: boolean };

function Company({ symbol, name }: { symbol: string; name: string | null }) {
  return (
    <span className="min-w-0">
      <Link
        href={`/stocks/${encodeURIComponent(symbol)}`}
        className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
      >
        {symbol}
      </Link>
      {name && (
        <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">
          {cleanCompanyName(name)}
        </span>
      )}
    </span>
  );
}

/** One day of the calendar: its reports due, its filed reports, then its dividends going ex, or "Nothing". */
export function CalendarDay({
  day,
  today,
  dividends,
  reports,
  upcoming,
}: {
  day: string;
  today: boolean;
  dividends: DayDividend[];
  reports: DayReport[];
  upcoming: DayUpcomingReport[];
}) {
  const id = `day-${day}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <h2
        id={id}
        className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm font-semibold dark:border-slate-800"
      >
        {formatWeekday(day)}, {formatBarDate(day)}
        {today && <Badge tone="good">Today</Badge>}
      </h2>
      {reports.length === 0 && dividends.length === 0 && upcoming.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">Nothing this day.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {upcoming.map((report) => (
            <li key={`u-${report.symbol}`} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Badge tone={report.confirmed ? "neutral" : "warning"}>
                  {report.confirmed ? "Report due" : "Report due (est.)"}
                </Badge>
                <Company symbol={report.symbol} name={report.name} />
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {report.confirmed
                  ? "Earnings report announced for this day · Yahoo Finance"
                  : "Earnings report estimated for about this day · Yahoo Finance"}
              </p>
            </li>
          ))}
          {reports.map((report) => (
            <li key={`r-${report.symbol}-${report.form}-${report.periodEnd}`} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Badge tone="neutral">Earnings report</Badge>
                <Company symbol={report.symbol} name={report.name} />
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Filed {describeReport(report)}
              </p>
            </li>
          ))}
          {dividends.map((dividend, index) => (
            <li key={`d-${dividend.symbol}-${index}`} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Badge tone="good">Dividend</Badge>
                <Company symbol={dividend.symbol} name={dividend.name} />
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {formatDividendAmount(dividend.amount, dividend.currency)} a share
                {dividend.special && " (special)"} · ex-date {formatBarDate(day)} ·{" "}
                {dividend.payDate
                  ? `pays ${formatBarDate(dividend.payDate)}`
                  : "pay date not given"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
