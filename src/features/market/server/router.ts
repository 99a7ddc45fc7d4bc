import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { singleLineText } from "@/lib/validation/single-line-text";
import { createTRPCRouter, marketDataDb, publicProcedure } from "@/server/api/trpc";
import { type ChartRange, chartRanges } from "../chart-ranges";
import type { QuoteFreshness } from "../live-quote";
import { MARKET_AVERAGE } from "../market-average";
import { MINUTE_BAR_SESSIONS } from "../minute-bar";
import type { DailyBar } from "../simulate-daily-bars";
import { yearToDate } from "../year-to-date";
import {
  getLatestMarketRefresh,
  getMarketDataSummary,
  getRecentDailyBars,
  getSecurity,
  searchSecurities,
} from "./data";
import { getMinuteBars } from "./data/minute-bars";
import { readMarketFeed } from "./data/quotes";
import { readMarketAverage } from "./read-market-average";
import { simulatedChartBars } from "./simulated-chart-bars";
import { simulatedMinuteBars } from "./simulated-minute-bars";

const searchInput = z.object({
  query: singleLineText({
    max: 40,
    what: "search",
    tooLong: "Search for at most 40 characters: a symbol or part of a company's name.",
  }).pipe(z.string().min(1, "Type a symbol or a company's name to search for.")),
  limit: z
    .number({ message: "Ask for between 1 and 20 results." })
    .int("Ask for a whole number of results.")
    .min(1, "Ask for at least 1 result.")
    .max(20, "Ask for at most 20 results.")
    .default(8),
});

/** A daily range of the chart (docs/product.md#stock-page-chart): 1D and 5D are minute bars. */
const dailyRange = z.enum(Object.keys(chartRanges) as [ChartRange, ...ChartRange[]], {
  message: "Choose a range of 1M, 3M, 6M, YTD, 1Y, 5Y or All.",
});

const minuteBarsInput = z.object({
  symbol: symbolInput,
  sessions: z
    .number({ message: `Ask for between 1 and ${MINUTE_BAR_SESSIONS} sessions.` })
    .int("Ask for a whole number of sessions.")
    .min(1, "Ask for at least 1 session.")
    .max(
      MINUTE_BAR_SESSIONS,
      `Ask for at most ${MINUTE_BAR_SESSIONS} sessions: minute bars are kept for the last ${MINUTE_BAR_SESSIONS}.`,
    ),
});

export const marketRouter = createTRPCRouter({
  /**
   * Daily bars for the stock page's chart: stored real history, or the simulated market's series
   * (`simulated: true`), which ends at its latest quote (docs/live-market.md#the-simulated-market).
   */
  dailyBars: publicProcedure
    .meta({ access: "anyone" })
    .input(
      z.object({
        symbol: z.string().max(20, "A symbol has at most 20 characters."),
        range: dailyRange,
      }),
    )
    .query(async ({ ctx, input }) => {
      const symbol = normalizeSymbol(input.symbol);
      const security = symbol ? await getSecurity(marketDataDb(ctx), symbol) : null;
      if (!security)
        throw new TRPCError({
          code: "NOT_FOUND",
          message: `There is no listed stock ${input.symbol}.`,
        });
      const sessions = chartRanges[input.range];
      // YTD asks a year's sessions and keeps the current year's (docs/product.md#stock-page-chart).
      const cut = (bars: DailyBar[]) => (input.range === "YTD" ? yearToDate(bars) : bars);
      if (security.historySimulated) {
        const bars = await simulatedChartBars(marketDataDb(ctx), security, sessions);
        return { symbol: security.symbol, simulated: true, bars: cut(bars ?? []) };
      }
      const stored = await getRecentDailyBars(marketDataDb(ctx), [security.symbol], sessions);
      return {
        symbol: security.symbol,
        simulated: false,
        bars: cut(stored.get(security.symbol) ?? []),
      };
    }),
  /**
   * The market average over a daily range, for comparing on the stock page's chart
   * (docs/product.md#stock-page-chart): the 500 largest listed common stocks' market-cap-weighted
   * daily change chained into a line of closed sessions, `simulated` when worked out from the
   * simulated market's history. Not intraday: the page says so on 1D and 5D.
   */
  averageBars: publicProcedure
    .meta({ access: "anyone" })
    .input(z.object({ range: dailyRange }))
    .query(async ({ ctx, input }) => ({
      symbol: MARKET_AVERAGE,
      ...(await readMarketAverage(marketDataDb(ctx), input.range)),
    })),
  /**
   * Minute bars of a symbol's last 1–5 sessions, for the chart's 1D and 5D
   * (docs/live-market.md#minute-bars), with what they are: a live provider's stored bars
   * (`source` its name, `freshness` its running feed's, or null when no feed of it runs and the
   * stored bars stand as of their last minute), or the simulated market's sessions replayed
   * (`simulated: true`).
   */
  minuteBars: publicProcedure
    .meta({ access: "anyone" })
    .input(minuteBarsInput)
    .query(async ({ ctx, input }) => {
      const security = await getSecurity(marketDataDb(ctx), input.symbol);
      if (!security)
        throw new TRPCError({
          code: "NOT_FOUND",
          message: `There is no listed stock ${input.symbol}.`,
        });
      const { symbol } = security;
      if (security.historySimulated) {
        const bars = await simulatedMinuteBars(marketDataDb(ctx), security, input.sessions);
        const freshness: QuoteFreshness = { kind: "simulated" };
        return { symbol, simulated: true, source: "simulated", freshness, bars: bars ?? [] };
      }
      const [bars, feed] = await Promise.all([
        getMinuteBars(marketDataDb(ctx), symbol, input.sessions),
        readMarketFeed(marketDataDb(ctx)),
      ]);
      const freshness = feed?.source === security.source ? feed.freshness : null;
      return { symbol, simulated: false, source: security.source, freshness, bars };
    }),
  /** docs/product.md#search: listed securities by symbol or company name, best match first, with their last quote. */
  search: publicProcedure
    .meta({ access: "anyone" })
    .input(searchInput)
    .query(async ({ ctx, input }) => {
      const matches = await searchSecurities(marketDataDb(ctx), input.query, input.limit);
      return matches.map((match) => ({ ...match, name: cleanCompanyName(match.name) }));
    }),
  /** Where the data comes from and how fresh it is, with the latest refresh's progress or outcome. */
  status: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
    const [summary, lastRefresh] = await Promise.all([
      getMarketDataSummary(marketDataDb(ctx)),
      getLatestMarketRefresh(marketDataDb(ctx)),
    ]);
    return { ...summary, lastRefresh };
  }),
});
