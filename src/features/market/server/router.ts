import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { chartRanges, type ChartRange } from "../chart-ranges";
import { normalizeSymbol } from "../normalize-symbol";
import { getSecurity } from "./data";
import { createSnapshotProvider } from "./snapshot-provider";

const provider = createSnapshotProvider();

export const marketRouter = createTRPCRouter({
  /** Daily bars for the stock page's chart; `simulated` says when they are not real history. */
  dailyBars: publicProcedure
    .input(z.object({ symbol: z.string().max(20), range: z.enum(Object.keys(chartRanges) as [ChartRange, ...ChartRange[]], { message: "Choose a range of 1M, 3M, 6M, 1Y or 5Y." }) }))
    .query(async ({ ctx, input }) => {
      const symbol = normalizeSymbol(input.symbol);
      const security = symbol ? await getSecurity(ctx.db, symbol) : null;
      if (!security) throw new TRPCError({ code: "NOT_FOUND", message: `There is no listed stock ${input.symbol}.` });
      const { bars, simulated } = await provider.getDailyBars(security, chartRanges[input.range]);
      return { symbol: security.symbol, simulated, bars };
    }),
});
