import Link from "next/link";
import type { ReactNode } from "react";
import { formatCompact, formatPercent, formatPrice, toneOf } from "@/features/market/format-market-number";
import type { ScreenRow } from "./server/data";
import type { SortColumn } from "./screen-sort-and-page";
import type { ScreenView } from "./screen-url-state";

export type ScreenColumn = { key: string; label: string; sort?: SortColumn; numeric?: boolean; render: (row: ScreenRow) => ReactNode };

const pct = (value: number | null) => <span className={toneOf(value)}>{formatPercent(value)}</span>;
const smaPosition = (row: ScreenRow, sma: number | null) =>
  sma === null || row.price === null ? "—" : <span className={toneOf(row.price - sma)}>{formatPercent(((row.price - sma) / sma) * 100, 1)}</span>;

const ticker: ScreenColumn = {
  key: "symbol",
  label: "Ticker",
  sort: "symbol",
  render: (row) => (
    <Link href={`/stocks/${encodeURIComponent(row.symbol)}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-500">
      {row.symbol}
    </Link>
  ),
};
const company: ScreenColumn = { key: "name", label: "Company", sort: "name", render: (row) => <span className="block max-w-64 truncate" title={row.name}>{row.name}</span> };
const price: ScreenColumn = { key: "price", label: "Price", sort: "price", numeric: true, render: (row) => formatPrice(row.price) };
const change: ScreenColumn = { key: "changePct", label: "Change", sort: "changePct", numeric: true, render: (row) => pct(row.changePct) };

/** The columns of each view (Finviz's overview, performance and technical tabs). */
export const viewColumns: Record<ScreenView, ScreenColumn[]> = {
  overview: [
    ticker,
    company,
    { key: "sector", label: "Sector", sort: "sector", render: (row) => row.sector ?? "—" },
    { key: "marketCap", label: "Market cap", sort: "marketCap", numeric: true, render: (row) => formatCompact(row.marketCap, "$") },
    price,
    change,
    { key: "volume", label: "Volume", sort: "volume", numeric: true, render: (row) => formatCompact(row.volume) },
  ],
  performance: [
    ticker,
    { key: "perf1w", label: "Week", sort: "perf1w", numeric: true, render: (row) => pct(row.perf1w) },
    { key: "perf1m", label: "Month", sort: "perf1m", numeric: true, render: (row) => pct(row.perf1m) },
    { key: "perf3m", label: "Quarter", sort: "perf3m", numeric: true, render: (row) => pct(row.perf3m) },
    { key: "perfYtd", label: "YTD", sort: "perfYtd", numeric: true, render: (row) => pct(row.perfYtd) },
    { key: "perf1y", label: "Year", sort: "perf1y", numeric: true, render: (row) => pct(row.perf1y) },
    price,
    change,
  ],
  technical: [
    ticker,
    { key: "rsi14", label: "RSI (14)", sort: "rsi14", numeric: true, render: (row) => (row.rsi14 === null ? "—" : row.rsi14.toFixed(1)) },
    { key: "sma20", label: "vs SMA20", numeric: true, render: (row) => smaPosition(row, row.sma20) },
    { key: "sma50", label: "vs SMA50", numeric: true, render: (row) => smaPosition(row, row.sma50) },
    { key: "sma200", label: "vs SMA200", numeric: true, render: (row) => smaPosition(row, row.sma200) },
    { key: "fromHigh52w", label: "52W high", sort: "fromHigh52w", numeric: true, render: (row) => pct(row.fromHigh52w) },
    { key: "fromLow52w", label: "52W low", sort: "fromLow52w", numeric: true, render: (row) => pct(row.fromLow52w) },
    { key: "relVolume", label: "Rel volume", sort: "relVolume", numeric: true, render: (row) => (row.relVolume === null ? "—" : row.relVolume.toFixed(2)) },
    price,
    change,
  ],
};
