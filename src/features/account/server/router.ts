import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ensureGuestRow } from "@/features/auth/server";
import { getMailer, type Mailer } from "@/features/mail/server";
import { chartSettingsSchema } from "@/features/market";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import { createTRPCRouter, sessionProcedure, userProcedure } from "@/server/api/trpc";
import { type AuthRateLimits, getAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { themes } from "@/server/db/enums";
import type { AccountDataExporters } from "./account-data-exporter";
import { getAccount, getChartSettings } from "./data";
import { deleteAccount } from "./delete-account";
import { exportAccountData } from "./export-account-data";
import { saveChartSettings, savePreferences } from "./mutations";

type AccountRouterDeps = {
  /** Every feature's part of "Export my data", handed in by the composition root. */
  accountDataExporters: AccountDataExporters;
  getRateLimits?: () => AuthRateLimits;
  getMailer?: () => Mailer;
};

export function createAccountRouter({
  accountDataExporters,
  getRateLimits = getAuthRateLimits,
  getMailer: mailer = getMailer,
}: AccountRouterDeps) {
  return createTRPCRouter({
    /** The session's own account: a guest or a registered user. A guest that has saved nothing has no row yet. */
    me: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
      const account = await getAccount(ctx.db, ctx.session.user.id);
      if (!account && ctx.session.user.type === "guest")
        return {
          id: ctx.session.user.id,
          type: "guest" as const,
          email: null,
          name: null,
          createdAt: null,
          emailVerified: false,
          theme: null,
        };
      if (!account)
        throw new TRPCError({
          code: "UNAUTHORIZED",
          message: "Your session has ended. Please sign in again.",
        });
      return account;
    }),

    savePreferences: sessionProcedure
      .meta({ access: "session" })
      .input(z.object({ theme: z.enum(themes) }))
      .mutation(async ({ ctx, input }) => {
        if (ctx.session.user.type === "guest") await ensureGuestRow(ctx.db, ctx.session.user.id);
        await savePreferences(ctx.db, ctx.session.user.id, input);
        return { theme: input.theme };
      }),

    /**
     * The stock page's chart as the person left it (docs/product.md#stock-page-chart), or null:
     * a stored value the chart no longer reads (an older shape) counts as never saved.
     */
    chartSettings: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
      const parsed = chartSettingsSchema.safeParse(
        await getChartSettings(ctx.db, ctx.session.user.id),
      );
      return parsed.success ? parsed.data : null;
    }),

    saveChartSettings: sessionProcedure
      .meta({ access: "session" })
      .input(chartSettingsSchema)
      .mutation(async ({ ctx, input }) => {
        if (ctx.session.user.type === "guest") await ensureGuestRow(ctx.db, ctx.session.user.id);
        await saveChartSettings(ctx.db, ctx.session.user.id, input);
        return input;
      }),

    /** "Export my data" (docs/product.md#accounts-and-mail): the profile and every feature's part, as one JSON document. */
    exportData: userProcedure
      .meta({ access: "registered" })
      .query(({ ctx }) => exportAccountData(ctx.db, ctx.user.id, accountDataExporters)),

    /** "Delete my account": the password again, then everything goes (delete-account.ts). */
    deleteAccount: userProcedure
      .meta({ access: "registered" })
      .input(
        z.object({
          password: z
            .string()
            .min(1, "Enter your password.")
            .max(PASSWORD_MAX_LENGTH, "That is not your password."),
        }),
      )
      .mutation(async ({ ctx, input }) => {
        await deleteAccount(
          { db: ctx.db, rateLimits: getRateLimits(), mailer: mailer(), log: ctx.log },
          ctx.user.id,
          input.password,
        );
        return { deleted: true };
      }),
  });
}
