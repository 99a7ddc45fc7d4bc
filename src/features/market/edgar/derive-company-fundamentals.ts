import { latestInstant } from "./latest-instant";
import { type FiledFigure, readFacts } from "./read-facts";
import { trailingTwelveMonths } from "./trailing-twelve-months";

/** What a company's filings say (docs/live-market.md#sec-edgar-fundamentals); flows are trailing twelve months. */
export type CompanyFundamentals = {
  revenue: FiledFigure | null;
  /** The latest reported period's revenue against the same period a year before, in percent. */
  revenueGrowthPct: number | null;
  netIncome: FiledFigure | null;
  epsDiluted: FiledFigure | null;
  /**
   * The latest reported period's diluted EPS against the same period a year before, in percent;
   * null when that earlier EPS was a loss or nothing. Absent from figures stored before it was read.
   */
  epsGrowthPct?: number | null;
  dividendsPerShare: FiledFigure | null;
  sharesOutstanding: FiledFigure | null;
  totalDebt: FiledFigure | null;
  cash: FiledFigure | null;
  equity: FiledFigure | null;
};

/** Companies renamed their revenue concept (ASC 606 in 2018): of those reported, the one with the latest period. */
const REVENUE = [
  "RevenueFromContractWithCustomerExcludingAssessedTax",
  "Revenues",
  "SalesRevenueNet",
];
const DIVIDENDS = ["CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"];

function latestFlow(facts: unknown, concepts: string[], unit: string) {
  let best: ReturnType<typeof trailingTwelveMonths> = null;
  for (const concept of concepts) {
    const figure = trailingTwelveMonths(readFacts(facts, "us-gaap", concept, unit));
    if (figure && (!best || figure.periodEnd > best.periodEnd)) best = figure;
  }
  return best;
}

/** The first of `concepts` reported, as its latest balance. */
const firstBalance = (
  facts: unknown,
  taxonomy: "us-gaap" | "dei",
  unit: "USD" | "shares",
  concepts: string[],
) =>
  concepts.reduce<FiledFigure | null>(
    (found, concept) => found ?? latestInstant(readFacts(facts, taxonomy, concept, unit)),
    null,
  );

/** The figure alone, without the trailing figure's growth. */
const filed = (figure: FiledFigure | null): FiledFigure | null =>
  figure && { value: figure.value, periodEnd: figure.periodEnd, filed: figure.filed };

/**
 * Total debt on the latest balance sheet reporting long-term debt: `LongTermDebt` (which includes
 * its current part) or its two parts, plus short-term borrowings and commercial paper that day.
 */
function totalDebt(facts: unknown): FiledFigure | null {
  const usd = (concept: string) => readFacts(facts, "us-gaap", concept, "USD");
  const whole = latestInstant(usd("LongTermDebt"));
  const longTerm = whole ?? latestInstant(usd("LongTermDebtNoncurrent"));
  if (!longTerm) return null;
  const parts = whole ? [] : ["LongTermDebtCurrent"];
  const value = [...parts, "ShortTermBorrowings", "CommercialPaper"].reduce(
    (sum, concept) => sum + (latestInstant(usd(concept), longTerm.periodEnd)?.value ?? 0),
    longTerm.value,
  );
  return { ...longTerm, value };
}

/** About five quarters: a figure older than this, beside the company's latest, is one it stopped reporting. */
const STALE_DAYS = 460;

/** Leaves out figures the company stopped reporting (a dividend it no longer pays, debt it repaid). */
function withoutStale(company: CompanyFundamentals): CompanyFundamentals {
  const ends = Object.values(company).flatMap((f) =>
    f && typeof f === "object" ? [f.periodEnd] : [],
  );
  const newest = Math.max(...ends.map((end) => Date.parse(end)));
  const current = (figure: FiledFigure | null) =>
    figure && newest - Date.parse(figure.periodEnd) <= STALE_DAYS * 86_400_000 ? figure : null;
  return {
    ...company,
    revenue: current(company.revenue),
    revenueGrowthPct: current(company.revenue) ? company.revenueGrowthPct : null,
    netIncome: current(company.netIncome),
    epsDiluted: current(company.epsDiluted),
    epsGrowthPct: current(company.epsDiluted) ? company.epsGrowthPct : null,
    dividendsPerShare: current(company.dividendsPerShare),
    sharesOutstanding: current(company.sharesOutstanding),
    totalDebt: current(company.totalDebt),
    cash: current(company.cash),
    equity: current(company.equity),
  };
}

/**
 * A company's fundamentals from its companyfacts document (us-gaap, and dei for the share count),
 * each figure with its period's end and filing date; null where not reported or no longer reported.
 */
export function deriveCompanyFundamentals(facts: unknown): CompanyFundamentals {
  const revenue = latestFlow(facts, REVENUE, "USD");
  const eps = latestFlow(facts, ["EarningsPerShareDiluted"], "USD/shares");
  return withoutStale({
    revenue: filed(revenue),
    revenueGrowthPct: revenue?.growthPct ?? null,
    netIncome: filed(latestFlow(facts, ["NetIncomeLoss"], "USD")),
    epsDiluted: filed(eps),
    epsGrowthPct: eps?.growthPct ?? null,
    dividendsPerShare: filed(latestFlow(facts, DIVIDENDS, "USD/shares")),
    sharesOutstanding:
      firstBalance(facts, "dei", "shares", ["EntityCommonStockSharesOutstanding"]) ??
      firstBalance(facts, "us-gaap", "shares", ["CommonStockSharesOutstanding"]),
    totalDebt: totalDebt(facts),
    cash: firstBalance(facts, "us-gaap", "USD", [
      "CashAndCashEquivalentsAtCarryingValue",
      "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
    ]),
    equity: firstBalance(facts, "us-gaap", "USD", [
      "StockholdersEquity",
      "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
    ]),
  });
}
