import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { checkPasswordStrength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/check-password-strength";
import { getAuthRateLimits, type AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { getClientIp } from "@/server/auth/client-ip";
import { hashPassword } from "@/server/auth/password";
import { readUserRole } from "@/server/auth/read-user-role";
import { RateLimitedError } from "@/server/rate-limit/consume-point";
import { fieldError } from "@/server/api/field-error";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { createAccount, EmailTakenError, upgradeGuestToAccount } from "./mutations";

export const registerInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "Enter an email address like name@example.com." }).max(254)),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  name: z.string().trim().max(80, "Use at most 80 characters.").optional(),
});

export function createAuthRouter(getRateLimits: () => AuthRateLimits = getAuthRateLimits) {
  return createTRPCRouter({
    /**
     * Creates an account, or from a guest session upgrades that guest in place (same id, so its
     * data stays). The client then signs in with `credentials`, which re-issues the token.
     */
    register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
      try {
        await getRateLimits().beginRegistration(getClientIp(ctx.headers));
      } catch (error) {
        if (error instanceof RateLimitedError) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message });
        throw error;
      }
      const verdict = checkPasswordStrength(input.password, [input.email, input.name ?? ""]);
      if (!verdict.ok) throw fieldError("password", verdict.reason);

      const account = { email: input.email, passwordHash: await hashPassword(input.password), name: input.name || null };
      const role = ctx.session ? await readUserRole(ctx.db, ctx.session.user.id) : null;
      if (role && role !== "guest") throw new TRPCError({ code: "BAD_REQUEST", message: "You are already signed in. Sign out to create another account." });
      try {
        const created = role === "guest" ? await upgradeGuestToAccount(ctx.db, ctx.session!.user.id, account) : await createAccount(ctx.db, account);
        if (!created) throw new TRPCError({ code: "CONFLICT", message: "Your guest session changed while registering. Please try again." });
        return { id: created.id, email: created.email!, upgradedGuest: role === "guest" };
      } catch (error) {
        if (error instanceof EmailTakenError) throw fieldError("email", error.message, "CONFLICT");
        throw error;
      }
    }),
  });
}

export const authRouter = createAuthRouter();
