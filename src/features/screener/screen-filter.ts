import { z } from "zod";
import { formatCount } from "@/lib/format/format-market-number";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { singleLineText } from "@/lib/validation/single-line-text";
import { securityTypes } from "@/server/db/enums";
import {
  type EarningsWindow,
  earningsWindows,
  MAX_SCREEN_SYMBOLS,
  type MarketCapBand,
  marketCapBands,
  type RangeField,
  rangeFields,
} from "./screen-filter-fields";
import { pageSizes, sortColumns, sortDirections } from "./screen-sort-and-page";

function range(field: RangeField) {
  const { label, limit } = rangeFields[field];
  const bound = z
    .number({ message: `${label}: enter a number.` })
    .finite(`${label}: enter a number.`)
    .min(-limit, `${label} is out of range.`)
    .max(limit, `${label} is out of range.`);
  return z
    .object(
      { min: bound.optional(), max: bound.optional() },
      { message: `${label}: give a minimum, a maximum or both.` },
    )
    .strict()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: `${label}: the minimum must not be above the maximum.`,
    })
    .optional();
}

const names = (what: string) =>
  z
    .array(singleLineText({ max: 120, what: "choice" }).pipe(z.string().min(1)), {
      message: `Choose ${what} from the list.`,
    })
    .max(50, `Choose at most 50 ${what}.`)
    .optional();

/**
 * Everything a screen can say, validated on the server: unknown fields, inverted ranges and absurd
 * numbers are refused with a message a person understands. Built on first use, not when the
 * module loads. The browser checks an address's filters without it (is-valid-filter-field.ts).
 * @see https://github.com/colinhacks/zod/blob/main/packages/zod/src/v4/core/schemas.ts ($ZodLazy builds its schema once, on first use)
 */
export const screenFilterSchema = z.lazy(() =>
  z
    .object({
      search: singleLineText({
        max: 60,
        what: "search",
        tooLong: "Search for at most 60 characters.",
      }).optional(),
      securityTypes: z.array(z.enum(securityTypes)).max(5).optional(),
      sectors: names("sectors"),
      industries: names("industries"),
      countries: names("countries"),
      exchanges: names("exchanges"),
      marketCapBands: z
        .array(z.enum(Object.keys(marketCapBands) as [MarketCapBand, ...MarketCapBand[]]))
        .max(5)
        .optional(),
      price: range("price"),
      changePct: range("changePct"),
      volume: range("volume"),
      marketCap: range("marketCap"),
      relVolume: range("relVolume"),
      perf1w: range("perf1w"),
      perf1m: range("perf1m"),
      perf3m: range("perf3m"),
      perfYtd: range("perfYtd"),
      perf1y: range("perf1y"),
      fromHigh52w: range("fromHigh52w"),
      fromLow52w: range("fromLow52w"),
      peRatio: range("peRatio"),
      dividendYield: range("dividendYield"),
      psRatio: range("psRatio"),
      pbRatio: range("pbRatio"),
      debtToEquity: range("debtToEquity"),
      netMargin: range("netMargin"),
      revenueGrowth: range("revenueGrowth"),
      epsGrowth: range("epsGrowth"),
      payoutRatio: range("payoutRatio"),
      sma: z
        .object({
          sma20: z.enum(["above", "below"]).optional(),
          sma50: z.enum(["above", "below"]).optional(),
          sma200: z.enum(["above", "below"]).optional(),
        })
        .strict()
        .optional(),
      rsi: z.enum(["oversold", "overbought", "neutral"]).optional(),
      earningsDate: z
        .enum(Object.keys(earningsWindows) as [EarningsWindow, ...EarningsWindow[]], {
          message: "Choose an earnings date of this week or next week.",
        })
        .optional(),
      // Read as the watchlist reads a symbol, so `brk/b` screens BRK.B; every plan may use it, as every plan has watchlists.
      symbols: z
        .array(symbolInput, { message: "Give the symbols as a list." })
        .min(1, "Name at least one symbol.")
        .max(
          MAX_SCREEN_SYMBOLS,
          `Screen at most ${formatCount(MAX_SCREEN_SYMBOLS)} symbols at a time.`,
        )
        .optional(),
    })
    .strict(),
);
export type ScreenFilter = z.infer<typeof screenFilterSchema>;

export const screenSortSchema = z
  .object({ column: z.enum(sortColumns), direction: z.enum(sortDirections) })
  .strict();
export const pageSizeSchema = z.literal(pageSizes, {
  message: `Show ${pageSizes.join(", ")} rows per page.`,
});

export const screenRequestSchema = z
  .object({
    filter: screenFilterSchema,
    sort: screenSortSchema,
    page: z.number().int().min(1, "Pages start at 1.").max(10_000),
    pageSize: pageSizeSchema,
  })
  .strict();
export type ScreenRequest = z.infer<typeof screenRequestSchema>;
