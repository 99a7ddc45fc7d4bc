import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { env } from "@/env";
import { getEdgarClient } from "@/features/market/server";
import { listWatchlists } from "@/features/watchlist/server";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { createTRPCRouter, marketDataDb, publicProcedure } from "@/server/api/trpc";
import { calendarWeekInput } from "../calendar-inputs";
import { addDays, newYorkToday, weekDays, weekStartOf } from "../calendar-week";
import { describeCalendarAbsence } from "../describe-calendar-absence";
import { listCalendarEvents } from "./data/list-calendar-events";
import { listSymbolEvents } from "./data/list-symbol-events";

/** The most events of each kind a week shows: more than the largest companies' busiest week. */
const EVENTS_PER_WEEK = 400;
/** The most of each kind marked on a stock's chart: 25 years of quarterly reports and dividends. */
const CHART_EVENTS = { dividends: 100, reports: 100 };

/** The earnings and dividend calendar (docs/product.md#calendar), read from what the refreshes stored. */
export const calendarRouter = createTRPCRouter({
  /**
   * One week, Monday to Sunday, of dividends (by ex-date), filed reports (by filing day) and
   * reports to come (by the day Yahoo gives, from today on), grouped by day; the week of today in New York when none is given. `scope: "watchlists"` keeps
   * the symbols of the caller's watchlists, and needs a session: a visitor has none.
   */
  week: publicProcedure
    .meta({ access: "anyone" })
    .input(calendarWeekInput)
    .query(async ({ ctx, input }) => {
      const today = newYorkToday();
      const monday = weekStartOf(input.week ?? today);
      let symbols: string[] | null = null;
      if (input.scope === "watchlists") {
        const userId = ctx.session?.user.id;
        if (!userId)
          throw new TRPCError({
            code: "UNAUTHORIZED",
            message: "Sign in to see the events of your watchlists.",
          });
        const lists = await listWatchlists(ctx.db, userId);
        symbols = [...new Set(lists.flatMap((list) => list.symbols))];
      }
      const days = weekDays(monday);
      const events = await listCalendarEvents(marketDataDb(ctx), {
        from: days[0]!,
        to: days[6]!,
        symbols,
        limit: EVENTS_PER_WEEK,
        today,
      });
      return {
        week: monday,
        previousWeek: addDays(monday, -7),
        nextWeek: addDays(monday, 7),
        today,
        scope: input.scope,
        watchedSymbols: symbols?.length ?? null,
        absence: describeCalendarAbsence(env.MARKET_DATA_PROVIDER, getEdgarClient() !== null),
        more: events.more,
        days: days.map((day) => ({
          day,
          dividends: events.dividends.filter((dividend) => dividend.exDate === day),
          reports: events.reports.filter((report) => report.filed === day),
          upcoming: events.upcoming.filter((report) => report.date === day),
        })),
      };
    }),

  /**
   * A company's dividends (by ex-date) and filed reports, newest first, for the markers of its
   * stock page's chart (docs/product.md#stock-page-chart). None on the simulated market.
   */
  chartEvents: publicProcedure
    .meta({ access: "anyone" })
    .input(z.object({ symbol: symbolInput }).strict())
    .query(({ ctx, input }) => listSymbolEvents(marketDataDb(ctx), input.symbol, CHART_EVENTS)),
});
