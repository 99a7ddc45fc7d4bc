import { csvField } from "@/lib/csv/csv-field";

/** The columns of an exported screen, in order, with their headings. */
const CSV_COLUMNS = [
  ["symbol", "Ticker"],
  ["name", "Company"],
  ["sector", "Sector"],
  ["industry", "Industry"],
  ["country", "Country"],
  ["exchange", "Exchange"],
  ["marketCap", "Market cap"],
  ["price", "Price"],
  ["changePct", "Change %"],
  ["volume", "Volume"],
  ["relVolume", "Relative volume"],
  ["perf1w", "Perf week %"],
  ["perf1m", "Perf month %"],
  ["perf3m", "Perf quarter %"],
  ["perfYtd", "Perf YTD %"],
  ["perf1y", "Perf year %"],
  ["fromHigh52w", "From 52W high %"],
  ["fromLow52w", "From 52W low %"],
  ["sma20", "SMA20"],
  ["sma50", "SMA50"],
  ["sma200", "SMA200"],
  ["rsi14", "RSI14"],
  ["peRatio", "P/E"],
  ["dividendYield", "Dividend yield %"],
  ["psRatio", "P/S"],
  ["pbRatio", "P/B"],
  ["epsGrowth", "EPS growth %"],
  ["revenueGrowth", "Sales growth %"],
  ["netMargin", "Net margin %"],
  ["debtToEquity", "Debt/equity"],
  ["payoutRatio", "Payout ratio %"],
] as const;

/** Rows as CSV text, with a header line. */
export function screenToCsv(rows: Array<Record<string, unknown>>): string {
  const lines = [CSV_COLUMNS.map(([, heading]) => heading).join(",")];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([key]) => csvField(row[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
