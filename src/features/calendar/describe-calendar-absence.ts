import type { MarketProviderName } from "@/features/news";

/** What the calendar's sources are on this server: why each kind of event is missing, or null when it is read. */
export type CalendarAbsence = {
  dividends: string | null;
  earnings: string | null;
  /** Why no report to come is dated: only Yahoo's quotes announce them (docs/live-market.md#upcoming-earnings-dates). */
  upcoming: string | null;
};

/**
 * The calendar's sources (docs/product.md#calendar): dividends from Alpaca's corporate actions,
 * only with its key; past reports from SEC EDGAR, only with a contact set; reports to come from
 * Yahoo's quotes, only when Yahoo is the market data provider. Anything not configured is off,
 * and the page says which setting turns it on rather than showing an empty week.
 */
export function describeCalendarAbsence(
  provider: MarketProviderName,
  edgarOn: boolean,
): CalendarAbsence {
  return {
    dividends:
      provider === "alpaca"
        ? null
        : provider === "yahoo"
          ? "Dividends come from Alpaca's corporate actions, and this server reads Yahoo: its operator sets MARKET_DATA_PROVIDER=alpaca with an Alpaca key to show them."
          : "The simulated market has no dividends: its operator sets MARKET_DATA_PROVIDER=alpaca with an Alpaca key to show ex-dates, pay dates and amounts here.",
    earnings: edgarOn
      ? null
      : "Earnings reports come from the SEC's EDGAR filings, which this server does not read: its operator sets EDGAR_USER_AGENT to a company name and contact email to show them.",
    upcoming:
      provider === "yahoo"
        ? null
        : "The dates of reports to come are announced only by Yahoo Finance, which this server does not read: its operator sets MARKET_DATA_PROVIDER=yahoo to show them.",
  };
}
