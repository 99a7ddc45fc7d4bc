import "server-only";
import { z } from "zod";
import type { Mailer } from "@/features/mail/server";
import { emailInput } from "@/lib/auth/email-input";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "@/lib/auth/password-length";
import { publicProcedure, userProcedure } from "@/server/api/trpc";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import type { AccountActionContext } from "./account-action-context";
import { confirmEmailChange } from "./confirm-email-change";
import { bumpSessionVersion } from "./mutations";
import { requestEmailChange } from "./request-email-change";
import { requestPasswordReset } from "./request-password-reset";
import { resendVerification } from "./resend-verification";
import { resetPassword } from "./reset-password";
import { undoEmailChange } from "./undo-email-change";
import { verifyEmail } from "./verify-email";

/** A mailed link's token: 256 bits in base64url. Anything else was cut short or made up. */
const tokenInput = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    "This link is incomplete: open it from the mail again, or copy the whole address.",
  );
const newPasswordInput = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
const passwordInput = z
  .string()
  .min(1, "Enter your password.")
  .max(PASSWORD_MAX_LENGTH, "That is not your password.");

export type AccountLinkDeps = {
  getRateLimits: () => AuthRateLimits;
  getMailer: () => Mailer;
  now: () => Date;
};

/**
 * The procedures of mailed links (docs/product.md#accounts-and-mail): verification, password reset,
 * email change and its undo, and signing out everywhere. Part of the auth router.
 */
export function createAccountLinkProcedures({ getRateLimits, getMailer, now }: AccountLinkDeps) {
  const context = (ctx: { db: Database; headers: Headers }): AccountActionContext => ({
    db: ctx.db,
    mailer: getMailer(),
    rateLimits: getRateLimits(),
    ip: getClientIp(ctx.headers),
    now: now(),
  });
  return {
    /** Always the same answer: it never tells whether the address has an account. */
    requestPasswordReset: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ email: emailInput }))
      .mutation(async ({ ctx, input }) => {
        await requestPasswordReset(context(ctx), input.email);
        return { sent: true };
      }),
    resetPassword: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ token: tokenInput, password: newPasswordInput }))
      .mutation(({ ctx, input }) => resetPassword(context(ctx), input)),
    verifyEmail: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ token: tokenInput }))
      .mutation(({ ctx, input }) => verifyEmail(context(ctx), input.token)),
    resendVerification: userProcedure
      .meta({ access: "registered" })
      .mutation(({ ctx }) => resendVerification(context(ctx), ctx.user.id)),
    requestEmailChange: userProcedure
      .meta({ access: "registered" })
      .input(z.object({ newEmail: emailInput, password: passwordInput }))
      .mutation(({ ctx, input }) => requestEmailChange(context(ctx), ctx.user.id, input)),
    confirmEmailChange: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ token: tokenInput }))
      .mutation(({ ctx, input }) => confirmEmailChange(context(ctx), input.token)),
    undoEmailChange: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ token: tokenInput }))
      .mutation(({ ctx, input }) => undoEmailChange(context(ctx), input.token)),
    /** Ends every session of the account, this one too: the session version moves on. */
    signOutEverywhere: userProcedure.meta({ access: "registered" }).mutation(async ({ ctx }) => {
      await bumpSessionVersion(ctx.db, ctx.user.id);
      return { signedOut: true };
    }),
  };
}
