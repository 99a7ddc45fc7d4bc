import type { ScreenFilter } from "@/features/screener/screen-filter";

/** Every filter alone, then combined: the screener's answers are checked against `screenInMemory`. */
export const filters: Array<[string, ScreenFilter]> = [
  ["no filter (common stocks)", {}],
  ["search by name", { search: "bank" }],
  ["search by symbol prefix", { search: "aa" }],
  ["security type", { securityTypes: ["warrant", "unit"] }],
  ["sector", { sectors: ["Technology"] }],
  ["industry", { industries: ["Major Banks"] }],
  ["country", { countries: ["China"] }],
  ["exchange", { exchanges: ["NYSE"] }],
  ["two industries", { industries: ["Major Banks", "Business Services"] }],
  ["two countries", { countries: ["China", "Canada"] }],
  ["two exchanges", { exchanges: ["NASDAQ", "NYSE American"] }],
  ["mega caps", { marketCapBands: ["mega"] }],
  ["two bands", { marketCapBands: ["small", "micro"] }],
  ["price range", { price: { min: 10, max: 50 } }],
  ["change %", { changePct: { min: 3 } }],
  ["volume", { volume: { min: 1_000_000 } }],
  ["market cap range", { marketCap: { min: 1e9, max: 5e9 } }],
  ["relative volume", { relVolume: { min: 1.2 } }],
  ["perf week", { perf1w: { max: -5 } }],
  ["perf month", { perf1m: { min: 10 } }],
  ["perf quarter", { perf3m: { min: -10, max: 10 } }],
  ["perf YTD", { perfYtd: { min: 0 } }],
  ["perf year", { perf1y: { min: 50 } }],
  ["52-week high distance", { fromHigh52w: { min: -5 } }],
  ["52-week low distance", { fromLow52w: { max: 10 } }],
  ["above SMA 50", { sma: { sma50: "above" } }],
  ["below SMA 200", { sma: { sma200: "below" } }],
  ["oversold", { rsi: "oversold" }],
  ["neutral RSI", { rsi: "neutral" }],
  ["P/E range", { peRatio: { min: 10, max: 25 } }],
  ["P/E maximum", { peRatio: { max: 8 } }],
  ["dividend yield", { dividendYield: { min: 3 } }],
  ["P/E and dividend yield with a sector", { peRatio: { max: 30 }, dividendYield: { min: 1, max: 6 }, sectors: ["Finance", "Technology"] }],
  [
    "eight filters combined",
    { sectors: ["Technology", "Health Care"], marketCapBands: ["mid", "large"], price: { min: 5 }, changePct: { min: -2 }, perf3m: { min: -20 }, sma: { sma20: "above" }, rsi: "neutral", volume: { min: 100_000 } },
  ],
  ["every choice filter combined", { sectors: ["Finance", "Technology"], industries: ["Major Banks", "Business Services", "Computer Software: Prepackaged Software"], countries: ["United States"], exchanges: ["NASDAQ", "NYSE"] }],
];

/**
 * The snapshot has no fundamentals; a live provider stores them. Values derived from the symbol (so
 * both databases get the same) for about two rows in three, the rest left NULL, so the P/E and
 * dividend-yield filters and sorts are checked with values to find and NULLs to leave out.
 */
export const fundamentalsSql = {
  peRatio: "case when (hashtext(symbol)::bigint % 3 + 3) % 3 <> 0 then ((hashtext(symbol)::bigint % 6000 + 6000) % 6000) / 100.0 end",
  dividendYield: "case when (hashtext(symbol || 'y')::bigint % 3 + 3) % 3 <> 0 then ((hashtext(symbol || 'y')::bigint % 900 + 900) % 900) / 100.0 end",
} as const;

/**
 * The 2021 listing names no exchange; a live provider does. These symbol ranges get one, the rest
 * stay NULL, so the exchange filter is checked with values to find and NULLs to leave out.
 */
export const exchangeRanges = [["NASDAQ", "A", "C"], ["NYSE", "C", "G"], ["NYSE American", "G", "H"], ["Cboe BZX", "H", "I"]] as const;
