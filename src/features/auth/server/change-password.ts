import "server-only";
import { TRPCError } from "@trpc/server";
import { checkPasswordStrength } from "@/lib/auth/check-password-strength";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { fieldError } from "@/server/api/field-error";
import type { Database } from "@/server/db/create-database";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { findAccountByEmail, findUser } from "./data";
import { replacePassword } from "./mutations";

type Change = { currentPassword: string; newPassword: string };

/**
 * Changes a registered user's password (docs/product.md#accounts-and-mail): the current one is
 * required, wrong ones are limited per account like login failures, the new one follows the
 * registration rules, and every session issued before ends (the session version moves on). The
 * caller's own session signs in again with the new password to stay signed in.
 */
export async function changePassword(db: Database, rateLimits: AuthRateLimits, userId: string, { currentPassword, newPassword }: Change): Promise<void> {
  try {
    await rateLimits.beginPasswordChange(userId);
  } catch (error) {
    if (isRateLimitedError(error)) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message });
    throw error;
  }
  const user = await findUser(db, userId);
  const account = user?.email ? await findAccountByEmail(db, user.email) : null;
  if (!account?.passwordHash || account.id !== userId) throw new TRPCError({ code: "BAD_REQUEST", message: "This account has no password to change." });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    await rateLimits.recordPasswordChangeFailure(userId);
    throw fieldError("currentPassword", "That is not your current password.");
  }
  await rateLimits.clearPasswordChangeFailures(userId);
  if (newPassword === currentPassword) throw fieldError("newPassword", "Choose a new password, not the one you have now.");
  const verdict = checkPasswordStrength(newPassword, [account.email ?? "", account.name ?? ""]);
  if (!verdict.ok) throw fieldError("newPassword", verdict.reason);
  await replacePassword(db, userId, await hashPassword(newPassword));
}
