import type { ReactNode } from "react";
import { MissingValue } from "@/components/ui/missing-value";
import { LiveFigure, MarketFigure } from "@/features/market/components";
import { MonthSparkline } from "@/features/watchlist/components";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { formatCompact, formatPercent, toneOf } from "@/lib/format/format-market-number";
import type { ColumnId } from "./screen-column-ids";
import { isSortColumn, type SortColumn } from "./screen-sort-and-page";
import type { ScreenRow } from "./server/data";

export type ColumnGroup =
  | "Descriptive"
  | "Price and volume"
  | "Performance"
  | "Technical"
  | "Valuation"
  | "Financial";
/**
 * `width`: the column's width in rem, padding included, wide enough for its widest value and its
 * heading with the sort arrow. The table is laid out from these alone (results-table.tsx).
 */
export type ScreenColumn = {
  id: ColumnId;
  label: string;
  group: ColumnGroup;
  width: number;
  sort?: SortColumn;
  numeric?: boolean;
  render: (row: ScreenRow) => ReactNode;
};
type Definition = Omit<ScreenColumn, "id" | "sort">;

const pct = (value: number | null) => <span className={toneOf(value)}>{formatPercent(value)}</span>;
const fixed = (value: number | null, digits: number) =>
  value === null ? "—" : value.toFixed(digits);
const smaPosition = (row: ScreenRow, sma: number | null) =>
  sma === null || row.price === null ? (
    "—"
  ) : (
    <span className={toneOf(row.price - sma)}>
      {formatPercent(((row.price - sma) / sma) * 100, 1)}
    </span>
  );
/** A listing's descriptive field, or "—" saying the source has none (docs/live-market.md#correct-data-everywhere). */
const text = (value: string | null, what: string) =>
  value ?? <MissingValue reason={`No ${what}: the data source gives none for this listing.`} />;

const definitions: Record<ColumnId, Definition> = {
  symbol: {
    label: "Ticker",
    width: 5.5,
    group: "Descriptive",
    // A plain anchor: the table that shows it navigates for it (useDelegatedLinks).
    render: (row) => (
      <a
        href={`/stocks/${encodeURIComponent(row.symbol)}`}
        className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
      >
        {row.symbol}
      </a>
    ),
  },
  // The listing's own name ("Walt Disney Company (The) Common Stock") stays on the stock page and in the tooltip.
  name: {
    label: "Company",
    width: 17.5,
    group: "Descriptive",
    render: (row) => (
      <span className="block max-w-64 truncate" title={row.name}>
        {cleanCompanyName(row.name)}
      </span>
    ),
  },
  sector: {
    label: "Sector",
    width: 13,
    group: "Descriptive",
    render: (row) => text(row.sector, "sector"),
  },
  industry: {
    label: "Industry",
    width: 15.5,
    group: "Descriptive",
    render: (row) => (
      <span className="block max-w-56 truncate">{text(row.industry, "industry")}</span>
    ),
  },
  country: {
    label: "Country",
    width: 9.5,
    group: "Descriptive",
    render: (row) => text(row.country, "country"),
  },
  exchange: {
    label: "Exchange",
    width: 6.75,
    group: "Descriptive",
    render: (row) => text(row.exchange, "exchange"),
  },
  marketCap: {
    label: "Market cap",
    width: 7.5,
    group: "Descriptive",
    numeric: true,
    render: (row) => <MarketFigure figure="marketCap" value={row.marketCap} />,
  },
  // Wide enough for BRK.A's 367,799.99 on a phone, where the table keeps its set widths.
  price: {
    label: "Price",
    width: 6.75,
    group: "Price and volume",
    numeric: true,
    render: (row) => <LiveFigure symbol={row.symbol} figure="price" initial={row.price} />,
  },
  change: {
    label: "Change $",
    width: 5.75,
    group: "Price and volume",
    numeric: true,
    render: (row) => <LiveFigure symbol={row.symbol} figure="change" initial={row.change} />,
  },
  changePct: {
    label: "Change",
    width: 6,
    group: "Price and volume",
    numeric: true,
    render: (row) => <LiveFigure symbol={row.symbol} figure="changePct" initial={row.changePct} />,
  },
  volume: {
    label: "Volume",
    width: 5.75,
    group: "Price and volume",
    numeric: true,
    render: (row) => <LiveFigure symbol={row.symbol} figure="volume" initial={row.volume} />,
  },
  avgVolume3m: {
    label: "Avg volume",
    width: 6.75,
    group: "Price and volume",
    numeric: true,
    render: (row) => formatCompact(row.avgVolume3m),
  },
  relVolume: {
    label: "Rel volume",
    width: 7.25,
    group: "Price and volume",
    numeric: true,
    render: (row) => fixed(row.relVolume, 2),
  },
  perf1w: {
    label: "Week",
    width: 6,
    group: "Performance",
    numeric: true,
    render: (row) => pct(row.perf1w),
  },
  perf1m: {
    label: "Month",
    width: 6,
    group: "Performance",
    numeric: true,
    render: (row) => pct(row.perf1m),
  },
  perf3m: {
    label: "Quarter",
    width: 6,
    group: "Performance",
    numeric: true,
    render: (row) => pct(row.perf3m),
  },
  perfYtd: {
    label: "YTD",
    width: 6,
    group: "Performance",
    numeric: true,
    render: (row) => pct(row.perfYtd),
  },
  perf1y: {
    label: "Year",
    width: 6,
    group: "Performance",
    numeric: true,
    render: (row) => pct(row.perf1y),
  },
  month: {
    label: "1M chart",
    width: 6.5,
    group: "Performance",
    // Asked for only while shown (screenRunInput); a row from a screen without it waits for its own.
    render: (row) =>
      row.monthCloses === undefined ? (
        <span className="block h-6 w-16 rounded bg-slate-100 dark:bg-slate-900" />
      ) : (
        <MonthSparkline closes={row.monthCloses} simulated={row.monthSimulated ?? false} />
      ),
  },
  fromHigh52w: {
    label: "52W high",
    width: 6,
    group: "Technical",
    numeric: true,
    render: (row) => pct(row.fromHigh52w),
  },
  fromLow52w: {
    label: "52W low",
    width: 6,
    group: "Technical",
    numeric: true,
    render: (row) => pct(row.fromLow52w),
  },
  sma20: {
    label: "vs SMA20",
    width: 6.75,
    group: "Technical",
    numeric: true,
    render: (row) => smaPosition(row, row.sma20),
  },
  sma50: {
    label: "vs SMA50",
    width: 6.75,
    group: "Technical",
    numeric: true,
    render: (row) => smaPosition(row, row.sma50),
  },
  sma200: {
    label: "vs SMA200",
    width: 6.75,
    group: "Technical",
    numeric: true,
    render: (row) => smaPosition(row, row.sma200),
  },
  rsi14: {
    label: "RSI (14)",
    width: 5.5,
    group: "Technical",
    numeric: true,
    render: (row) => fixed(row.rsi14, 1),
  },
  peRatio: {
    label: "P/E",
    width: 4.75,
    group: "Valuation",
    numeric: true,
    render: (row) => fixed(row.peRatio, 1),
  },
  dividendYield: {
    label: "Dividend yield",
    width: 8.5,
    group: "Valuation",
    numeric: true,
    render: (row) => (row.dividendYield === null ? "—" : `${row.dividendYield.toFixed(2)}%`),
  },
  // From SEC EDGAR's filings (docs/live-market.md#sec-edgar-fundamentals).
  psRatio: {
    label: "P/S",
    width: 4.75,
    group: "Valuation",
    numeric: true,
    render: (row) => fixed(row.psRatio, 1),
  },
  pbRatio: {
    label: "P/B",
    width: 4.75,
    group: "Valuation",
    numeric: true,
    render: (row) => fixed(row.pbRatio, 1),
  },
  epsGrowth: {
    label: "EPS growth",
    width: 7,
    group: "Financial",
    numeric: true,
    render: (row) => pct(row.epsGrowth),
  },
  revenueGrowth: {
    label: "Sales growth",
    width: 7.25,
    group: "Financial",
    numeric: true,
    render: (row) => pct(row.revenueGrowth),
  },
  netMargin: {
    label: "Net margin",
    width: 7,
    group: "Financial",
    numeric: true,
    render: (row) => pct(row.netMargin),
  },
  debtToEquity: {
    label: "Debt/Eq",
    width: 5.75,
    group: "Financial",
    numeric: true,
    render: (row) => fixed(row.debtToEquity, 2),
  },
  payoutRatio: {
    label: "Payout",
    width: 6,
    group: "Financial",
    numeric: true,
    render: (row) => (row.payoutRatio === null ? "—" : `${row.payoutRatio.toFixed(1)}%`),
  },
};

/** Every column, by id; a column whose id is a sort column sorts when its header is clicked. */
export const columnCatalogue = Object.fromEntries(
  Object.entries(definitions).map(([id, definition]) => [
    id,
    { ...definition, id, sort: isSortColumn(id) ? id : undefined },
  ]),
) as Record<ColumnId, ScreenColumn>;
