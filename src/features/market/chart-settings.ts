import { type ChartPeriod, chartPeriods } from "./chart-ranges";
import { MARKET_AVERAGE } from "./market-average";

/** docs/product.md#stock-page-chart: moving averages take 2 to 400 bars, three of each kind at most. */
export const AVERAGE_LENGTH = { min: 2, max: 400 } as const;
export const MAX_AVERAGES = 3;
/** Other symbols compared on one chart at most, besides the market average (market-average.ts). */
export const MAX_COMPARES = 4;
export const chartScales = ["normal", "log", "percent"] as const;

/**
 * The chart as a person left it (docs/product.md#stock-page-chart): range, price scale,
 * indicators and compared symbols. Checked by its zod schema on the server
 * (chart-settings-schema.ts); the page reads the device's copy with `isChartSettings`, as the
 * stock page loads no zod (docs/decisions.md#shell).
 */
export type ChartSettings = {
  range: ChartPeriod;
  scale: (typeof chartScales)[number];
  sma: number[];
  ema: number[];
  bollinger: boolean;
  vwap: boolean;
  volume: boolean;
  rsi: boolean;
  macd: boolean;
  /** Symbols, and MARKET_AVERAGE for the market's average, in the order added. */
  compares: string[];
};

/** A first visit's chart: six months of candles with volume, as before any choice. */
export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  range: "6M",
  scale: "normal",
  sma: [],
  ema: [],
  bollinger: false,
  vwap: false,
  volume: true,
  rsi: false,
  macd: false,
  compares: [],
};

const isLengths = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= MAX_AVERAGES &&
  value.every((n) => Number.isInteger(n) && n >= AVERAGE_LENGTH.min && n <= AVERAGE_LENGTH.max);

/** Whether a value read back from the device is chart settings this page can draw. */
export function isChartSettings(value: unknown): value is ChartSettings {
  const v = value as Partial<Record<keyof ChartSettings, unknown>> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    chartPeriods.includes(v.range as ChartPeriod) &&
    chartScales.includes(v.scale as ChartSettings["scale"]) &&
    isLengths(v.sma) &&
    isLengths(v.ema) &&
    [v.bollinger, v.vwap, v.volume, v.rsi, v.macd].every((flag) => typeof flag === "boolean") &&
    Array.isArray(v.compares) &&
    v.compares.every((symbol) => typeof symbol === "string" && symbol.length <= 24) &&
    v.compares.filter((symbol) => symbol !== MARKET_AVERAGE).length <= MAX_COMPARES &&
    v.compares.length <= MAX_COMPARES + 1
  );
}
