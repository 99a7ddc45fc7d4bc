import { type CompanyFact, readFacts } from "./read-facts";

/** A quarterly or annual report as filed with the SEC, and the diluted EPS it gave for its period. */
export type EarningsReport = {
  /** The day the 10-Q or 10-K was filed: when the figures became public record at the latest. */
  filed: string;
  form: "10-Q" | "10-K";
  periodEnd: string;
  /** Earnings per share (diluted, else basic) of the report's own quarter or year; null when not filed. */
  eps: number | null;
  /** The months the EPS covers: 3 for a quarter, 12 for a fiscal year. */
  months: 3 | 12;
};

/** How many reports are kept per company: three years of quarters and years. */
const KEPT = 12;

const days = (fact: CompanyFact) =>
  fact.start ? (Date.parse(fact.end) - Date.parse(fact.start)) / 86_400_000 : null;

/** A quarter lasts 13 weeks (sometimes 14), a fiscal year 52 or 53 weeks. */
const isQuarter = (fact: CompanyFact) => {
  const length = days(fact);
  return length !== null && length >= 80 && length <= 100;
};
const isYear = (fact: CompanyFact) => {
  const length = days(fact);
  return length !== null && length >= 350 && length <= 380;
};

/**
 * The company's past 10-Q and 10-K filings with their EPS, newest first (docs/live-market.md#news-and-calendars),
 * from EDGAR's company facts. A filing repeats earlier periods as comparatives: its own period is
 * the latest one it reports, and of that, the quarter (10-Q) or the year (10-K), not a year to
 * date. Amendments (10-Q/A) and other forms are left out. EDGAR says nothing of reports to come.
 */
export function deriveEarningsReports(companyFacts: unknown): EarningsReport[] {
  const diluted = readFacts(companyFacts, "us-gaap", "EarningsPerShareDiluted", "USD/shares");
  const facts = diluted.length
    ? diluted
    : readFacts(companyFacts, "us-gaap", "EarningsPerShareBasic", "USD/shares");
  const filings = new Map<string, CompanyFact[]>();
  for (const fact of facts) {
    if (fact.form !== "10-Q" && fact.form !== "10-K") continue;
    const key = `${fact.form} ${fact.filed}`;
    filings.set(key, [...(filings.get(key) ?? []), fact]);
  }
  const reports: EarningsReport[] = [];
  for (const inFiling of filings.values()) {
    const form = inFiling[0]!.form as EarningsReport["form"];
    const own = inFiling.filter(form === "10-Q" ? isQuarter : isYear);
    const latest = own.reduce<CompanyFact | null>(
      (best, fact) => (!best || fact.end > best.end ? fact : best),
      null,
    );
    if (!latest) continue;
    reports.push({
      filed: latest.filed,
      form,
      periodEnd: latest.end,
      eps: latest.val,
      months: form === "10-Q" ? 3 : 12,
    });
  }
  return reports.sort((a, b) => b.filed.localeCompare(a.filed)).slice(0, KEPT);
}
