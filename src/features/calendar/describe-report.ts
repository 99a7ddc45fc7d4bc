import { formatBarDate } from "@/lib/format/format-bar-date";
import { formatDecimal } from "@/lib/format/format-decimal";

export type ReportFacts = { form: string; periodEnd: string; eps: number | null; months: number };

/** A filed report in words: "10-Q for the quarter to Sep 27, 2026 · EPS $1.46 diluted". */
export function describeReport({ form, periodEnd, eps, months }: ReportFacts): string {
  const period = months === 3 ? "quarter" : "year";
  const figure =
    eps === null
      ? "no EPS filed"
      : `EPS ${eps < 0 ? "−" : ""}$${formatDecimal(Math.abs(eps), 2, 2)} diluted`;
  return `${form} for the ${period} to ${formatBarDate(periodEnd)} · ${figure}`;
}
