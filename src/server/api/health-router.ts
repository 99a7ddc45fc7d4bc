import { pingDatabase } from "@/server/db/ping-database";
import { createTRPCRouter, publicProcedure } from "./trpc";

/** What the shell's status badge shows: is the database answering. */
export const healthRouter = createTRPCRouter({
  status: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => ({
    database: (await pingDatabase(ctx.db)) ? ("ok" as const) : ("unreachable" as const),
  })),
});
