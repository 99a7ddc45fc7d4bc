import type { QuoteFigures } from "../parse-listing-row";
import { roundTo } from "../round-to";
import type { CompanyProfile } from "./market-data-provider";
import { yahooNextEarnings } from "./yahoo-next-earnings";

/** A number Yahoo sent, or null for anything else (missing, a string such as "NaN", Infinity). */
const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** A figure that is only meaningful above zero (a price, a share count, a P/E): 0 or less is unknown, never stored as 0. */
const positive = (value: unknown, digits = 4): number | null => {
  const number = finite(value);
  return number !== null && number > 0 ? roundTo(number, digits) : null;
};

/** Yahoo's modules arrive as loosely typed objects (validation is off for quoteSummary); a field is read as unknown. */
const field = (record: unknown, key: string): unknown =>
  typeof record === "object" && record !== null
    ? (record as Record<string, unknown>)[key]
    : undefined;

/**
 * The valuation and trading figures of one answer of Yahoo's batch quote (`yahoo.quote`), the
 * request every refresh already makes for every symbol. Dividend yield: the quote's
 * `trailingAnnualDividendYield` is a fraction (0.0032 for 0.32%) and is stored ×100, in percent;
 * its `dividendYield` is the forward yield already in percent (0.33), and quoteSummary's
 * `summaryDetail.dividendYield` a fraction again (0.0033) — see tests/fixtures/yahoo/quote-AAPL.json
 * and quoteSummary-summaryDetail-AAPL.json. A company that paid nothing in the last year has no
 * yield (null, shown "—"), as on Finviz. The next earnings report: yahoo-next-earnings.ts.
 */
export function quoteFigures(quote: object): QuoteFigures {
  const trailingYield = positive(field(quote, "trailingAnnualDividendYield"), 8);
  return {
    open: positive(field(quote, "regularMarketOpen")),
    previousClose: positive(field(quote, "regularMarketPreviousClose")),
    dayLow: positive(field(quote, "regularMarketDayLow")),
    dayHigh: positive(field(quote, "regularMarketDayHigh")),
    sharesOutstanding: positive(field(quote, "sharesOutstanding"), 0),
    peRatio: positive(field(quote, "trailingPE")),
    forwardPe: positive(field(quote, "forwardPE")),
    eps: roundTo(finite(field(quote, "epsTrailingTwelveMonths")), 4), // a loss is a negative EPS, a real figure
    dividendYield: trailingYield === null ? null : roundTo(trailingYield * 100, 4),
    ...yahooNextEarnings(quote),
  };
}

/** A link the page may show: http(s) only (never `javascript:`), else null. */
function website(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Longer than any real business summary (Apple's is 1,700 characters); the page shows it whole. */
const DESCRIPTION_MAX = 4_000;

/**
 * A company's profile from one quoteSummary answer with the `summaryDetail` (beta) and
 * `summaryProfile` (business summary and website) modules; a module Yahoo left out gives nulls.
 */
export function companyProfile(summary: unknown): CompanyProfile {
  const profile = field(summary, "summaryProfile");
  const text = field(profile, "longBusinessSummary");
  const description =
    typeof text === "string" ? text.trim().replace(/\s+/g, " ").slice(0, DESCRIPTION_MAX) : "";
  return {
    beta: roundTo(finite(field(field(summary, "summaryDetail"), "beta")), 3),
    website: website(field(profile, "website")),
    description: description || null,
  };
}
