import { roundTo } from "../round-to";
import type { CompanyFundamentals } from "./derive-company-fundamentals";

/**
 * What `security` keeps of a company's filings for screens (docs/live-market.md#sec-edgar-fundamentals):
 * the per-share inputs of the ratios that move with the price (P/E, P/S, P/B and dividend yield are
 * computed from them and the last price by the database, on every price change), and the ratios
 * that do not. Percentages in percent.
 */
export type ScreenFundamentals = {
  filedEps: number | null;
  filedDividendsPerShare: number | null;
  revenuePerShare: number | null;
  bookValuePerShare: number | null;
  netMargin: number | null;
  debtToEquity: number | null;
  revenueGrowth: number | null;
  epsGrowth: number | null;
  /** Dividends per share over diluted EPS, in percent; null without a dividend or a profit to pay it from. */
  payoutRatio: number | null;
};

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : null);

/**
 * Figures that make no sense are null, shown "—", never 0 or a negative multiple: no per-share
 * figure without a positive share count, no sales multiple or margin without positive revenue, no
 * book multiple or debt/equity without positive equity (a negative one inverts the ratio), no
 * payout ratio without a profit.
 */
export function screenFundamentals(company: CompanyFundamentals): ScreenFundamentals {
  const shares = positive(company.sharesOutstanding?.value);
  const revenue = positive(company.revenue?.value);
  const equity = positive(company.equity?.value);
  const perShare = (value: number | null) =>
    value === null || shares === null ? null : value / shares;
  const ratio = (value: number | undefined, of: number | null) =>
    value === undefined || of === null ? null : value / of;
  const margin = ratio(company.netIncome?.value, revenue);
  const payout = ratio(
    positive(company.dividendsPerShare?.value) ?? undefined,
    positive(company.epsDiluted?.value),
  );
  return {
    filedEps: roundTo(company.epsDiluted?.value ?? null, 4),
    filedDividendsPerShare: roundTo(positive(company.dividendsPerShare?.value), 4),
    revenuePerShare: roundTo(perShare(revenue), 4),
    bookValuePerShare: roundTo(perShare(equity), 4),
    netMargin: roundTo(margin === null ? null : margin * 100, 4),
    debtToEquity: roundTo(ratio(company.totalDebt?.value, equity), 4),
    revenueGrowth: roundTo(company.revenueGrowthPct, 4),
    epsGrowth: roundTo(company.epsGrowthPct ?? null, 4),
    payoutRatio: roundTo(payout === null ? null : payout * 100, 4),
  };
}
