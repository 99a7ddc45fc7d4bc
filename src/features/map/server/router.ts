import "server-only";
import { TRPCError } from "@trpc/server";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { mapInputSchema } from "../map-input";
import { getMarketMap } from "./get-market-map";

export const mapRouter = createTRPCRouter({
  /**
   * The market map's companies (docs/product.md#market-map): anyone may draw the market; a
   * watchlist or saved screen only its owner, anyone else learns nothing of it (NOT_FOUND).
   */
  tiles: publicProcedure
    .meta({ access: "anyone" })
    .input(mapInputSchema)
    .query(async ({ ctx, input }) => {
      const map = await getMarketMap(ctx.db, ctx.session?.user.id ?? null, input);
      if (!map)
        throw new TRPCError({
          code: "NOT_FOUND",
          message: input.watchlist
            ? "There is no watchlist of yours with that id."
            : "There is no saved screen of yours with that id.",
        });
      return map;
    }),
});
