import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createTRPCRouter, sessionProcedure } from "@/server/api/trpc";
import { themes } from "@/server/db/enums";
import { getAccount } from "./data";
import { savePreferences } from "./mutations";

export const accountRouter = createTRPCRouter({
  /** The session's own account: a guest or a registered user. */
  me: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
    const account = await getAccount(ctx.db, ctx.session.user.id);
    if (!account) throw new TRPCError({ code: "UNAUTHORIZED", message: "Your session has ended. Please sign in again." });
    return account;
  }),

  savePreferences: sessionProcedure.meta({ access: "session" }).input(z.object({ theme: z.enum(themes) })).mutation(async ({ ctx, input }) => {
    await savePreferences(ctx.db, ctx.session.user.id, input);
    return { theme: input.theme };
  }),
});
