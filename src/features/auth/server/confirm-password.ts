import "server-only";
import { TRPCError } from "@trpc/server";
import { fieldError } from "@/server/api/field-error";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { verifyPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/create-database";
import { findAccountByEmail, findUser } from "./data";

/**
 * Checks the signed-in person's password again before an action that needs it (a password or
 * email change, deleting the account). Wrong ones are limited per account like login failures, so
 * a session left open cannot be used to guess it. Returns the account; a wrong password is a
 * refusal beside `field`.
 */
export async function confirmPassword(
  db: Database,
  rateLimits: AuthRateLimits,
  userId: string,
  { password, field }: { password: string; field: string },
) {
  await refuseWhenLimited(rateLimits.beginPasswordChange(userId));
  const user = await findUser(db, userId);
  const account = user?.email ? await findAccountByEmail(db, user.email) : null;
  if (!account?.passwordHash || !account.email || account.id !== userId)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "This account has no password: sign in with one first.",
    });
  if (!(await verifyPassword(account.passwordHash, password))) {
    await rateLimits.recordPasswordChangeFailure(userId);
    throw fieldError(
      field,
      field === "currentPassword"
        ? "That is not your current password."
        : "That is not your password.",
    );
  }
  await rateLimits.clearPasswordChangeFailures(userId);
  return { ...account, email: account.email };
}
