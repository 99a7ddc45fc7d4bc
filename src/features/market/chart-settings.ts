import { z } from "zod";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { chartPeriods } from "./chart-ranges";

/** docs/product.md#stock-page-chart: moving averages take 2 to 400 points, three of each kind at most. */
export const AVERAGE_LENGTH = { min: 2, max: 400 } as const;
export const MAX_AVERAGES = 3;
/** Other symbols compared on one chart at most. */
export const MAX_COMPARES = 4;

const length = z
  .number({ message: "An average's length is a number of bars." })
  .int("An average's length is a whole number of bars.")
  .min(AVERAGE_LENGTH.min, `An average takes at least ${AVERAGE_LENGTH.min} bars.`)
  .max(AVERAGE_LENGTH.max, `An average takes at most ${AVERAGE_LENGTH.max} bars.`);
const averages = (kind: string) =>
  z.array(length).max(MAX_AVERAGES, `Show at most ${MAX_AVERAGES} ${kind} averages.`);

/**
 * The chart as a person left it (docs/product.md#stock-page-chart): range, price scale,
 * indicators and compared symbols, kept on the device for visitors and on the account when
 * signed in; the one shape both places are read and written through.
 */
export const chartSettingsSchema = z.object({
  range: z.enum(chartPeriods, {
    message: "Choose a range of 1D, 5D, 1M, 3M, 6M, YTD, 1Y, 5Y or All.",
  }),
  scale: z.enum(["normal", "log", "percent"], {
    message: "Choose a normal, log or percent price scale.",
  }),
  sma: averages("simple"),
  ema: averages("exponential"),
  bollinger: z.boolean({ message: "Bollinger bands are on or off." }),
  vwap: z.boolean({ message: "VWAP is on or off." }),
  volume: z.boolean({ message: "Volume is on or off." }),
  rsi: z.boolean({ message: "RSI is on or off." }),
  macd: z.boolean({ message: "MACD is on or off." }),
  compares: z
    .array(symbolInput)
    .max(MAX_COMPARES, `Compare at most ${MAX_COMPARES} other symbols.`),
});
export type ChartSettings = z.output<typeof chartSettingsSchema>;

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
