// The screener's filter fields and their limits, without the schemas that check them
// (screen-filter.ts): the browser reads and writes screens with these alone, and loads no
// validation library for it (docs/decisions.md#shell).

/** Market-cap bands (docs/product.md#screener), in dollars. */
export const marketCapBands = {
  mega: { min: 200e9, max: null },
  large: { min: 10e9, max: 200e9 },
  mid: { min: 2e9, max: 10e9 },
  small: { min: 300e6, max: 2e9 },
  micro: { min: null, max: 300e6 },
} as const;
export type MarketCapBand = keyof typeof marketCapBands;

/**
 * The numeric columns a range filter can bound, with the values that are absurd beyond; `percent`
 * fields hold percentages and their inputs take a "%" (docs/product.md#screener).
 */
export const rangeFields = {
  price: { label: "Price", limit: 1e7, percent: false },
  changePct: { label: "Change %", limit: 1e5, percent: true },
  volume: { label: "Volume", limit: 1e13, percent: false },
  marketCap: { label: "Market cap", limit: 1e14, percent: false },
  relVolume: { label: "Relative volume", limit: 1e5, percent: false },
  perf1w: { label: "Perf week %", limit: 1e5, percent: true },
  perf1m: { label: "Perf month %", limit: 1e5, percent: true },
  perf3m: { label: "Perf quarter %", limit: 1e5, percent: true },
  perfYtd: { label: "Perf YTD %", limit: 1e5, percent: true },
  perf1y: { label: "Perf year %", limit: 1e5, percent: true },
  fromHigh52w: { label: "From 52W high %", limit: 1e5, percent: true },
  fromLow52w: { label: "From 52W low %", limit: 1e6, percent: true },
  peRatio: { label: "P/E", limit: 1e6, percent: false },
  dividendYield: { label: "Dividend yield %", limit: 1e4, percent: true },
  // From SEC EDGAR's filings (docs/live-market.md#sec-edgar-fundamentals).
  psRatio: { label: "P/S", limit: 1e6, percent: false },
  pbRatio: { label: "P/B", limit: 1e6, percent: false },
  debtToEquity: { label: "Debt/equity", limit: 1e6, percent: false },
  netMargin: { label: "Net margin %", limit: 1e6, percent: true },
  revenueGrowth: { label: "Revenue growth %", limit: 1e6, percent: true },
  epsGrowth: { label: "EPS growth %", limit: 1e6, percent: true },
  payoutRatio: { label: "Payout ratio %", limit: 1e6, percent: true },
} as const;
export type RangeField = keyof typeof rangeFields;

/**
 * The range filters over a company's fundamentals: shown together, and disabled with one reason
 * while no stock has them (docs/live-market.md#correct-data-everywhere). A fundamental added to
 * `rangeFields` is listed here too.
 */
export const fundamentalFields = [
  "peRatio",
  "dividendYield",
  "psRatio",
  "pbRatio",
  "debtToEquity",
  "netMargin",
  "revenueGrowth",
  "epsGrowth",
  "payoutRatio",
] as const satisfies RangeField[];

/**
 * The multi-choice filters and the column each one matches: a row passes when its value is one of
 * the chosen names. The column name is also the URL parameter, so the SQL, the URL, the options
 * and the tests all read this one map.
 */
export const choiceFields = {
  sectors: "sector",
  industries: "industry",
  countries: "country",
  exchanges: "exchange",
} as const;
export type ChoiceField = keyof typeof choiceFields;

/**
 * The earnings-date filter's choices: a next report due in this New York week (Monday to Sunday,
 * from today on) or in the next one (docs/product.md#screener). Only Yahoo announces such dates
 * (docs/live-market.md#upcoming-earnings-dates).
 */
export const earningsWindows = { thisWeek: "This week", nextWeek: "Next week" } as const;
export type EarningsWindow = keyof typeof earningsWindows;

/** The filters over one column of data: each is offered only while some stock has a value. */
export type DataField = RangeField | ChoiceField | "earningsDate";
export const dataFields: DataField[] = [
  ...(Object.keys(rangeFields) as RangeField[]),
  ...(Object.keys(choiceFields) as ChoiceField[]),
  "earningsDate",
];

/** One choice of a choice filter and how many common stocks have it. */
export type ScreenChoice = { value: string; count: number };

/**
 * The most symbols a screen can be limited to (docs/product.md#screener, "Symbols"): past Pro's 500
 * symbols a list, with room for Premium's longer lists, and the address stays under about 8 KB.
 */
export const MAX_SCREEN_SYMBOLS = 1_000;

/** Filters that need a plan with technical filters (docs/product.md#plans). */
export const technicalFields = ["relVolume", "sma", "rsi"] as const;
