import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { getMailer, type Mailer } from "@/features/mail/server";
import { createAttributionFieldsSchema } from "@/lib/attribution/attribution-fields-schema";
import { cleanAttributionValue } from "@/lib/attribution/attribution-record";
import { decideSignupFlow } from "@/lib/attribution/decide-signup-flow";
import { hostOf } from "@/lib/attribution/host-of";
import { checkPasswordStrength } from "@/lib/auth/check-password-strength";
import { emailInput } from "@/lib/auth/email-input";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "@/lib/auth/password-length";
import { singleLineText } from "@/lib/validation/single-line-text";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { fieldError } from "@/server/api/field-error";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { createTRPCRouter, publicProcedure, userProcedure } from "@/server/api/trpc";
import { type AuthRateLimits, getAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { getClientIp } from "@/server/auth/client-ip";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { createAccountLinkProcedures } from "./account-link-procedures";
import { changePassword } from "./change-password";
import { EmailTakenError } from "./email-taken-error";
import { createAccount, upgradeGuestToAccount } from "./mutations";
import { sendVerificationMail } from "./send-verification-mail";

/** The browser's stored attribution record (docs/behaviour.md#attribution) and common fields, kept with the new account. */
const attributionInput = createAttributionFieldsSchema().partial().nullable().optional();
const clientFieldsInput = z
  .object({
    // Cleaned as attribution is: the browser's own values, sent on to analytics.
    session_id: z.string().max(100).transform(cleanAttributionValue).nullable(),
    page_url: z.string().max(2_000).transform(cleanAttributionValue).nullable(),
  })
  .optional();

export const registerInput = z.object({
  email: emailInput,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  name: singleLineText({ max: 80, what: "name" }).optional(),
  attribution: attributionInput,
  client: clientFieldsInput,
});

/** docs/product.md#accounts-and-mail: the current password, and a new one under the registration rules. */
const changePasswordInput = z.object({
  currentPassword: z
    .string()
    .min(1, "Enter your current password.")
    .max(PASSWORD_MAX_LENGTH, "That is not your current password."),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});

/**
 * Binds a new account to the affiliate whose code its registration carried, when the affiliate
 * program accepts it (docs/product.md#affiliate-program); the composition root (server/api/root.ts)
 * hands in the program's, so auth knows no affiliate. True when the account is now bound.
 */
export type ReferralBinder = (
  db: Database,
  registration: { userId: string; email: string; code: string; headers: Headers; now: Date },
) => Promise<boolean>;

type AuthRouterDeps = {
  getRateLimits?: () => AuthRateLimits;
  getAnalytics?: () => ServerAnalytics | null;
  getMailer?: () => Mailer;
  now?: () => Date;
  bindReferral?: ReferralBinder;
};

export function createAuthRouter({
  getRateLimits = getAuthRateLimits,
  getAnalytics = getServerAnalytics,
  getMailer: mailer = getMailer,
  now = () => new Date(),
  bindReferral,
}: AuthRouterDeps = {}) {
  return createTRPCRouter({
    ...createAccountLinkProcedures({ getRateLimits, getMailer: mailer, now }),

    /**
     * Creates an account, or from a guest session upgrades that guest in place (same id, so its
     * data stays). The client then signs in with `credentials`, which re-issues the token.
     */
    register: publicProcedure
      .meta({ access: "anyone" })
      .input(registerInput)
      .mutation(async ({ ctx, input }) => {
        await refuseWhenLimited(getRateLimits().beginRegistration(getClientIp(ctx.headers)));
        const verdict = checkPasswordStrength(input.password, [input.email, input.name ?? ""]);
        if (!verdict.ok) throw fieldError("password", verdict.reason);

        const attribution = input.attribution ?? null;
        const signupFlow = decideSignupFlow(attribution, ctx.headers.get("host") ?? "");
        const account = {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          name: input.name || null,
          utmSource: attribution?.utm_source ?? null,
          utmMedium: attribution?.utm_medium ?? null,
          utmCampaign: attribution?.utm_campaign ?? null,
          utmTerm: attribution?.utm_term ?? null,
          utmContent: attribution?.utm_content ?? null,
          referrerHost: hostOf(attribution?.referrer),
          signupFlow,
        };
        // The session was checked against the database when the request was read: a guest that never saved has no row but is a guest.
        const role = ctx.session?.user.type ?? null;
        if (role && role !== "guest")
          throw new TRPCError({
            code: "BAD_REQUEST",
            message: "You are already signed in. Sign out to create another account.",
          });
        try {
          const created =
            role === "guest"
              ? await upgradeGuestToAccount(ctx.db, ctx.session!.user.id, account)
              : await createAccount(ctx.db, account);
          if (!created)
            throw new TRPCError({
              code: "CONFLICT",
              message: "Your guest session changed while registering. Please try again.",
            });
          // The browser's code is a claim: the account is bound (users.affiliate_id) only when the program checks it against a recorded click.
          const code = attribution?.affiliate_id;
          const bound =
            code && bindReferral
              ? await bindReferral(ctx.db, {
                  userId: created.id,
                  email: created.email!,
                  code,
                  headers: ctx.headers,
                  now: now(),
                }).catch((error: unknown) => {
                  // The account exists: a failed binding is logged, never turned into a failed registration.
                  logger.error({ err: error }, "binding a registration to its affiliate failed");
                  return false;
                })
              : false;
          const common = {
            user_type: "authenticated" as const,
            timestamp: new Date().toISOString(),
            page_url: input.client?.page_url ?? null,
            session_id: input.client?.session_id ?? null,
          };
          const analytics = getAnalytics();
          analytics?.capture("auth_registration", created.id, {
            ...common,
            auth_method: "credentials",
            user_id: created.id,
            registration_source: role === "guest" ? "guest_upgrade" : "register_page",
            landing_page: hostOf(common.page_url) ? new URL(common.page_url!).pathname : null,
            signup_flow: signupFlow,
          });
          analytics?.capture("conversion", created.id, {
            ...common,
            conversion_type: "registration",
            attributed_to_affiliate: bound,
          });
          // Signed in at once, the guest's data kept; the address is confirmed from the mail later (docs/product.md#accounts-and-mail).
          if (mailer().available) {
            await sendVerificationMail(ctx.db, mailer(), {
              userId: created.id,
              email: created.email!,
              now: now(),
            }).catch((error: unknown) =>
              logger.error({ err: error }, "the verification mail could not be queued"),
            );
          }
          return {
            id: created.id,
            email: created.email!,
            upgradedGuest: role === "guest",
            signupFlow,
          };
        } catch (error) {
          if (error instanceof EmailTakenError)
            throw fieldError("email", error.message, "CONFLICT");
          throw error;
        }
      }),

    /** Ends every other session; the caller signs in again with the new password (docs/product.md#accounts-and-mail). */
    changePassword: userProcedure
      .meta({ access: "registered" })
      .input(changePasswordInput)
      .mutation(async ({ ctx, input }) => {
        await changePassword(ctx.db, getRateLimits(), ctx.user.id, input);
        return { changed: true };
      }),
  });
}
