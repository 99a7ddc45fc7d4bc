/**
 * The columns from SEC filings (docs/live-market.md#sec-edgar-fundamentals), after P/E and yield
 * in the fundamentals view; each also sorts.
 */
export const filedColumnIds = [
  "psRatio",
  "pbRatio",
  "epsGrowth",
  "revenueGrowth",
  "netMargin",
  "debtToEquity",
  "payoutRatio",
] as const;

/**
 * Every column the results table can show, by the id the URL (`cols=symbol,name,price`) and saved
 * screens keep. Ids are the screen row's field names (docs/product.md#screener, "Columns").
 */
export const columnIds = [
  "symbol",
  "name",
  "sector",
  "industry",
  "country",
  "exchange",
  "marketCap",
  "price",
  "change",
  "changePct",
  "volume",
  "avgVolume3m",
  "relVolume",
  "perf1w",
  "perf1m",
  "perf3m",
  "perfYtd",
  "perf1y",
  "month",
  "fromHigh52w",
  "fromLow52w",
  "sma20",
  "sma50",
  "sma200",
  "rsi14",
  "peRatio",
  "dividendYield",
  ...filedColumnIds,
] as const;
export type ColumnId = (typeof columnIds)[number];

/** The ticker is always shown, first: it links to the stock page and stays in view on a phone. */
export const TICKER_COLUMN: ColumnId = "symbol";

/** Most columns a screen may pick: wider than any screen reads well, and it bounds the URL and the saved state. */
export const MAX_COLUMNS = 20;

export const isColumnId = (value: string): value is ColumnId =>
  (columnIds as readonly string[]).includes(value);
