import "server-only";
import { checkPasswordStrength } from "@/lib/auth/check-password-strength";
import { fieldError } from "@/server/api/field-error";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/create-database";
import { confirmPassword } from "./confirm-password";
import { replacePassword } from "./mutations";

type Change = { currentPassword: string; newPassword: string };

/**
 * Changes a registered user's password (docs/product.md#accounts-and-mail): the current one is
 * required (confirm-password.ts), the new one follows the registration rules, and every session
 * issued before ends (the session version moves on). The caller's own session signs in again with
 * the new password to stay signed in.
 */
export async function changePassword(
  db: Database,
  rateLimits: AuthRateLimits,
  userId: string,
  { currentPassword, newPassword }: Change,
): Promise<void> {
  const account = await confirmPassword(db, rateLimits, userId, {
    password: currentPassword,
    field: "currentPassword",
  });
  if (newPassword === currentPassword)
    throw fieldError("newPassword", "Choose a new password, not the one you have now.");
  const verdict = checkPasswordStrength(newPassword, [account.email, account.name ?? ""]);
  if (!verdict.ok) throw fieldError("newPassword", verdict.reason);
  await replacePassword(db, userId, await hashPassword(newPassword));
}
