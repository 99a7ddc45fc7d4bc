import { z } from "zod";
import { singleLineText } from "@/lib/validation/single-line-text";
import { securityTypes } from "@/server/db/enums";
import { symbolInput } from "@/features/watchlist/symbol-input";
import { pageSizeSchema, screenSortSchema } from "./screen-sort-and-page";
import { formatCount } from "@/features/market/format-market-number";

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
} as const;
export type RangeField = keyof typeof rangeFields;

/**
 * The multi-choice filters and the column each one matches: a row passes when its value is one of
 * the chosen names. The column name is also the URL parameter, so the SQL, the URL, the options
 * and the tests all read this one map.
 */
export const choiceFields = { sectors: "sector", industries: "industry", countries: "country", exchanges: "exchange" } as const;
export type ChoiceField = keyof typeof choiceFields;
/** One choice of a choice filter and how many common stocks have it. */
export type ScreenChoice = { value: string; count: number };

/**
 * The most symbols a screen can be limited to (docs/product.md#screener, "Symbols"): past Pro's 500
 * symbols a list, with room for Premium's longer lists, and the address stays under about 8 KB.
 */
export const MAX_SCREEN_SYMBOLS = 1_000;

/** Filters that need a plan with technical filters (docs/product.md#plans). */
export const technicalFields = ["relVolume", "sma", "rsi"] as const;

function range(field: RangeField) {
  const { label, limit } = rangeFields[field];
  const bound = z.number({ message: `${label}: enter a number.` }).finite(`${label}: enter a number.`).min(-limit, `${label} is out of range.`).max(limit, `${label} is out of range.`);
  return z
    .object({ min: bound.optional(), max: bound.optional() }, { message: `${label}: give a minimum, a maximum or both.` })
    .strict()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { message: `${label}: the minimum must not be above the maximum.` })
    .optional();
}

const names = (what: string) => z.array(singleLineText({ max: 120, what: "choice" }).pipe(z.string().min(1)), { message: `Choose ${what} from the list.` }).max(50, `Choose at most 50 ${what}.`).optional();

/**
 * Each field of a screen and how to build its schema. Built one at a time, on first use (below).
 */
const fieldSchemaBuilders = {
  search: () => singleLineText({ max: 60, what: "search", tooLong: "Search for at most 60 characters." }).optional(),
  securityTypes: () => z.array(z.enum(securityTypes)).max(5).optional(),
  sectors: () => names("sectors"),
  industries: () => names("industries"),
  countries: () => names("countries"),
  exchanges: () => names("exchanges"),
  marketCapBands: () => z.array(z.enum(Object.keys(marketCapBands) as [MarketCapBand, ...MarketCapBand[]])).max(5).optional(),
  price: () => range("price"),
  changePct: () => range("changePct"),
  volume: () => range("volume"),
  marketCap: () => range("marketCap"),
  relVolume: () => range("relVolume"),
  perf1w: () => range("perf1w"),
  perf1m: () => range("perf1m"),
  perf3m: () => range("perf3m"),
  perfYtd: () => range("perfYtd"),
  perf1y: () => range("perf1y"),
  fromHigh52w: () => range("fromHigh52w"),
  fromLow52w: () => range("fromLow52w"),
  peRatio: () => range("peRatio"),
  dividendYield: () => range("dividendYield"),
  sma: () => z.object({ sma20: z.enum(["above", "below"]).optional(), sma50: z.enum(["above", "below"]).optional(), sma200: z.enum(["above", "below"]).optional() }).strict().optional(),
  rsi: () => z.enum(["oversold", "overbought", "neutral"]).optional(),
  // Read as the watchlist reads a symbol, so `brk/b` screens BRK.B; every plan may use it, as every plan has watchlists.
  symbols: () => z
    .array(symbolInput, { message: "Give the symbols as a list." })
    .min(1, "Name at least one symbol.")
    .max(MAX_SCREEN_SYMBOLS, `Screen at most ${formatCount(MAX_SCREEN_SYMBOLS)} symbols at a time.`)
    .optional(),
};
type FilterField = keyof typeof fieldSchemaBuilders;
type FieldSchemas = { [F in FilterField]: ReturnType<(typeof fieldSchemaBuilders)[F]> };
const filterFields = Object.keys(fieldSchemaBuilders) as FilterField[];
const builtFieldSchemas: Partial<FieldSchemas> = {};
const fieldSchema = <F extends FilterField>(field: F): FieldSchemas[F] => (builtFieldSchemas[field] ??= fieldSchemaBuilders[field]() as FieldSchemas[F]) as FieldSchemas[F];

/**
 * Everything a screen can say, validated on the server: unknown fields, inverted ranges and absurd
 * numbers are refused with a message a person understands. Built on first use
 * (docs/decisions.md#shell): its hundred-odd schemas were a part of the screener's first long task
 * on a phone-speed CPU, and the browser needs them only for an address or saved screen that names
 * a filter.
 * @see https://github.com/colinhacks/zod/blob/main/packages/zod/src/v4/core/schemas.ts ($ZodLazy builds its schema once, on first use)
 */
export const screenFilterSchema = z.lazy(() => z.object(Object.fromEntries(filterFields.map((field) => [field, fieldSchema(field)])) as FieldSchemas).strict());
export type ScreenFilter = z.infer<typeof screenFilterSchema>;

/**
 * The steps that build the screen filter's schema ahead of need, a field at a time, then the whole
 * with its first parse: the browser runs them in its idle periods (runInIdleSlices), where the
 * whole at once was one task of about 100 ms with a phone's 4× slower CPU (docs/decisions.md#shell).
 */
export const screenFilterSchemaSteps: Array<() => void> = [...filterFields.map((field) => () => void fieldSchema(field)), () => void screenFilterSchema.safeParse({})];

export const screenRequestSchema = z
  .object({
    filter: screenFilterSchema,
    sort: screenSortSchema,
    page: z.number().int().min(1, "Pages start at 1.").max(10_000),
    pageSize: pageSizeSchema,
  })
  .strict();
export type ScreenRequest = z.infer<typeof screenRequestSchema>;
