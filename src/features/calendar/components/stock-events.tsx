import { Badge } from "@/components/ui/badge";
import { panelClass } from "@/components/ui/panel-class";
import { formatBarDate } from "@/lib/format/format-bar-date";
import type { CalendarAbsence } from "../describe-calendar-absence";
import { describeReport, type ReportFacts } from "../describe-report";
import { formatDividendAmount } from "../format-dividend-amount";

type Dividend = {
  exDate: string;
  payDate: string | null;
  amount: number;
  currency: string | null;
  special: boolean;
};
type Report = ReportFacts & { filed: string };
/** The next report's New York day as Yahoo announces it (docs/live-market.md#upcoming-earnings-dates). */
export type NextReport = { date: string; confirmed: boolean };

const muted = "text-sm text-slate-600 dark:text-slate-400";

/**
 * The stock page's earnings and dividends (docs/product.md#calendar): the next report's date only
 * when a source gives one (Yahoo, named beside it; else it says none does), the reports filed with
 * the SEC with their EPS, and the dividend history with declared ones to come; or why each is
 * missing.
 */
export function StockEvents({
  symbol,
  today,
  nextReport,
  reports,
  dividends,
  absence,
}: {
  symbol: string;
  today: string;
  /** Null without an announced day, or when the stored one has passed (a refresh is due). */
  nextReport: NextReport | null;
  reports: Report[];
  dividends: Dividend[];
  absence: CalendarAbsence;
}) {
  return (
    <section aria-labelledby="stock-events" className={panelClass("sm")}>
      <h2 id="stock-events" className="font-semibold">
        Earnings and dividends
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">Earnings reports</h3>
          {nextReport ? (
            <p className="mt-1 text-sm">
              Next report:{" "}
              <span className="font-medium">{formatBarDate(nextReport.date, true)}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {" "}
                · {nextReport.confirmed ? "confirmed" : "estimated"} · Yahoo Finance
              </span>
            </p>
          ) : (
            <p className={`mt-1 ${muted}`}>
              Next report: not announced by any data source of this server.
            </p>
          )}
          {absence.earnings ? (
            <p className={`mt-2 ${muted}`}>{absence.earnings}</p>
          ) : reports.length === 0 ? (
            <p className={`mt-2 ${muted}`}>
              No quarterly or annual report of {symbol} read from EDGAR yet.
            </p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {reports.map((report) => (
                <li key={`${report.form}-${report.periodEnd}`}>
                  <span className="font-medium">{formatBarDate(report.filed)}</span>
                  <span className="block text-slate-700 dark:text-slate-300">
                    Filed {describeReport(report)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold">Dividends</h3>
          {absence.dividends ? (
            <p className={`mt-1 ${muted}`}>{absence.dividends}</p>
          ) : dividends.length === 0 ? (
            <p className={`mt-1 ${muted}`}>No cash dividend of {symbol} in the last year.</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="text-left text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Ex-date
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Pays
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Per share
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {dividends.map((dividend, index) => (
                  <tr key={`${dividend.exDate}-${index}`}>
                    <td className="py-1.5 pr-3">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="whitespace-nowrap">{formatBarDate(dividend.exDate)}</span>
                        {dividend.exDate >= today && <Badge tone="good">Declared</Badge>}
                      </span>
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {dividend.payDate ? formatBarDate(dividend.payDate) : "—"}
                    </td>
                    <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                      {formatDividendAmount(dividend.amount, dividend.currency)}
                      {dividend.special && " special"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
