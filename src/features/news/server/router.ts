import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { env } from "@/env";
import { listWatchlists } from "@/features/watchlist/server";
import { createTRPCRouter, marketDataDb, sessionProcedure } from "@/server/api/trpc";
import { describeNewsAbsence } from "../describe-news-absence";
import { NEWS_READ_LIMIT } from "../news-limits";
import { listNews } from "./data/list-news";

const ofWatchlistInput = z
  .object({
    watchlistId: z.uuid("That is not a watchlist."),
    limit: z
      .number({ message: `Ask for between 1 and ${NEWS_READ_LIMIT} articles.` })
      .int("Ask for a whole number of articles.")
      .min(1, "Ask for at least 1 article.")
      .max(NEWS_READ_LIMIT, `Ask for at most ${NEWS_READ_LIMIT} articles at a time.`)
      .default(20),
  })
  .strict();

/** News about companies (docs/product.md#news), read from what the news refresh stored. */
export const newsRouter = createTRPCRouter({
  /**
   * The news of one of the person's watchlists, newest first; another person's list is NOT_FOUND.
   * `absence` says why there is none at all when the server reads no news.
   */
  ofWatchlist: sessionProcedure
    .meta({ access: "session", owns: "watchlist" })
    .input(ofWatchlistInput)
    .query(async ({ ctx, input }) => {
      const lists = await listWatchlists(ctx.db, ctx.session.user.id);
      const list = lists.find((candidate) => candidate.id === input.watchlistId);
      if (!list)
        throw new TRPCError({
          code: "NOT_FOUND",
          message: "That watchlist does not exist, or is not yours.",
        });
      const absence = describeNewsAbsence(env.MARKET_DATA_PROVIDER);
      return {
        absence,
        articles: absence
          ? []
          : await listNews(marketDataDb(ctx), "alpaca", list.symbols, input.limit),
      };
    }),
});
