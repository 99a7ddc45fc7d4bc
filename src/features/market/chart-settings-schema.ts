import { z } from "zod";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { chartPeriods } from "./chart-ranges";
import {
  AVERAGE_LENGTH,
  type ChartSettings,
  chartScales,
  MAX_AVERAGES,
  MAX_COMPARES,
} from "./chart-settings";
import { MARKET_AVERAGE } from "./market-average";

/**
 * A compared entry: a symbol in any accepted form, read as its canonical one, or the market
 * average's own entry, which no symbol can be (market-average.ts).
 */
const compared = z
  .string({ message: "Compare with a ticker symbol or the market average." })
  .transform((text, ctx) => {
    if (text === MARKET_AVERAGE) return text;
    const symbol = symbolInput.safeParse(text);
    for (const issue of symbol.error?.issues ?? [])
      ctx.addIssue({ code: "custom", message: issue.message });
    return symbol.data ?? z.NEVER;
  });

const length = z
  .number({ message: "An average's length is a number of bars." })
  .int("An average's length is a whole number of bars.")
  .min(AVERAGE_LENGTH.min, `An average takes at least ${AVERAGE_LENGTH.min} bars.`)
  .max(AVERAGE_LENGTH.max, `An average takes at most ${AVERAGE_LENGTH.max} bars.`);
const averages = (kind: string) =>
  z.array(length).max(MAX_AVERAGES, `Show at most ${MAX_AVERAGES} ${kind} averages.`);

/**
 * The chart settings as the account keeps them (docs/product.md#stock-page-chart): the server's
 * check of what the page saves, and of what it reads back.
 */
export const chartSettingsSchema = z.object({
  range: z.enum(chartPeriods, {
    message: "Choose a range of 1D, 5D, 1M, 3M, 6M, YTD, 1Y, 5Y or All.",
  }),
  scale: z.enum(chartScales, { message: "Choose a normal, log or percent price scale." }),
  sma: averages("simple"),
  ema: averages("exponential"),
  bollinger: z.boolean({ message: "Bollinger bands are on or off." }),
  vwap: z.boolean({ message: "VWAP is on or off." }),
  volume: z.boolean({ message: "Volume is on or off." }),
  rsi: z.boolean({ message: "RSI is on or off." }),
  macd: z.boolean({ message: "MACD is on or off." }),
  compares: z
    .array(compared)
    .max(MAX_COMPARES + 1, `Compare at most ${MAX_COMPARES} other symbols and the market average.`)
    .refine(
      (entries) => entries.filter((entry) => entry !== MARKET_AVERAGE).length <= MAX_COMPARES,
      `Compare at most ${MAX_COMPARES} other symbols.`,
    ),
}) satisfies z.ZodType<ChartSettings, unknown>;
