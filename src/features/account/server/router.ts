import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ensureGuestRow } from "@/features/auth/server";
import { createTRPCRouter, sessionProcedure } from "@/server/api/trpc";
import { themes } from "@/server/db/enums";
import { getAccount } from "./data";
import { savePreferences } from "./mutations";

export const accountRouter = createTRPCRouter({
  /** The session's own account: a guest or a registered user. A guest that has saved nothing has no row yet. */
  me: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
    const account = await getAccount(ctx.db, ctx.session.user.id);
    if (!account && ctx.session.user.type === "guest") return { id: ctx.session.user.id, type: "guest" as const, email: null, name: null, createdAt: null, theme: null };
    if (!account) throw new TRPCError({ code: "UNAUTHORIZED", message: "Your session has ended. Please sign in again." });
    return account;
  }),

  savePreferences: sessionProcedure.meta({ access: "session" }).input(z.object({ theme: z.enum(themes) })).mutation(async ({ ctx, input }) => {
    if (ctx.session.user.type === "guest") await ensureGuestRow(ctx.db, ctx.session.user.id);
    await savePreferences(ctx.db, ctx.session.user.id, input);
    return { theme: input.theme };
  }),
});
