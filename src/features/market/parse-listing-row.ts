import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { classifySecurity, type SecurityType } from "./classify-security";

/** One row of the exchange listing, as the dataset spells it (strings, "$" prices, "%" changes). */
export type ListingRow = {
  symbol: string;
  name: string;
  lastsale: string;
  netchange: string;
  pctchange: string;
  volume: string;
  marketCap: string;
  country: string;
  ipoyear: string;
  industry: string;
  sector: string;
};

/**
 * The valuation and trading figures a live provider sends with each quote
 * (docs/product.md#market-data); the 2021 listing has none, so they are null in snapshot mode.
 * `dividendYield` is in percent (2.5 = 2.5%); P/E and forward P/E are null without positive earnings.
 * `nextEarningsDate` is the company's next report as a New York day (YYYY-MM-DD), only from a
 * provider that announces it (docs/live-market.md#upcoming-earnings-dates), with
 * `nextEarningsConfirmed` false while the provider still estimates it.
 */
export type QuoteFigures = {
  open: number | null;
  previousClose: number | null;
  dayLow: number | null;
  dayHigh: number | null;
  sharesOutstanding: number | null;
  peRatio: number | null;
  forwardPe: number | null;
  eps: number | null;
  dividendYield: number | null;
  nextEarningsDate: string | null;
  nextEarningsConfirmed: boolean | null;
};

export const NO_QUOTE_FIGURES: QuoteFigures = {
  open: null,
  previousClose: null,
  dayLow: null,
  dayHigh: null,
  sharesOutstanding: null,
  peRatio: null,
  forwardPe: null,
  eps: null,
  dividendYield: null,
  nextEarningsDate: null,
  nextEarningsConfirmed: null,
};

export type Security = QuoteFigures & {
  symbol: string;
  name: string;
  securityType: SecurityType;
  exchange: string | null;
  sector: string | null;
  industry: string | null;
  country: string | null;
  ipoYear: number | null;
  marketCap: number | null;
  lastPrice: number | null;
  change: number | null;
  changePct: number | null;
  volume: number | null;
};

function number(text: string): number | null {
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (cleaned === "" || cleaned === "NA") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const blank = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * A listing row normalised for the database: one symbol format, money as numbers, and a market
 * cap of 0.00 or blank as NULL (unknown), never 0. Null for a row whose symbol is not a ticker.
 */
export function parseListingRow(row: ListingRow): Security | null {
  const symbol = normalizeSymbol(row.symbol);
  if (!symbol) return null;
  const name = row.name.trim().replace(/\s+/g, " ");
  const marketCap = number(row.marketCap);
  const ipoYear = number(row.ipoyear);
  return {
    symbol,
    name,
    securityType: classifySecurity(symbol, name),
    exchange: null, // the dataset does not say which exchange lists each symbol
    sector: blank(row.sector),
    industry: blank(row.industry),
    country: blank(row.country),
    ipoYear: ipoYear && ipoYear > 1800 ? ipoYear : null,
    marketCap: marketCap && marketCap > 0 ? marketCap : null,
    lastPrice: number(row.lastsale),
    change: number(row.netchange),
    changePct: number(row.pctchange),
    volume: number(row.volume),
    ...NO_QUOTE_FIGURES,
  };
}
