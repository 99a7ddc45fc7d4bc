import { type ColumnId, filedColumnIds } from "./screen-column-ids";
import type { ScreenState, ScreenView } from "./screen-url-state";

/**
 * The columns of each view (Finviz's overview, performance, technical, financial and charts tabs),
 * the default sets a picked set overrides. Price and change come right after the ticker (and the
 * company), so a phone shows them without swiping (docs/product.md#screener, "Columns").
 */
export const viewColumnIds: Record<ScreenView, readonly ColumnId[]> = {
  overview: ["symbol", "name", "price", "changePct", "volume", "marketCap", "sector"],
  performance: ["symbol", "price", "changePct", "perf1w", "perf1m", "perf3m", "perfYtd", "perf1y"],
  technical: [
    "symbol",
    "price",
    "changePct",
    "rsi14",
    "sma20",
    "sma50",
    "sma200",
    "fromHigh52w",
    "fromLow52w",
    "relVolume",
  ],
  fundamentals: ["symbol", "price", "peRatio", "dividendYield", ...filedColumnIds],
  charts: ["symbol", "name", "price", "changePct", "month", "perf1m", "marketCap"],
};

/** The columns a screen shows: the ones picked, else its view's. */
export const shownColumnIds = (state: Pick<ScreenState, "columns" | "view">) =>
  state.columns ?? viewColumnIds[state.view];
