import { TRPCError } from "@trpc/server";
import type { TokenRefusal } from "./mutations/account-tokens";

const HOUR_MS = 60 * 60 * 1000;

/** How long each mailed link works (docs/product.md#accounts-and-mail). */
export const LINK_LIFETIME_MS = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
  undo_email_change: 7 * 24 * HOUR_MS,
} as const;

/** What to do instead, per link: where a new one comes from. */
const NEXT_STEP = {
  verify_email: "Sign in and send a new one from the banner at the top of the page.",
  reset_password: "Ask for a new one from “Forgot password?” on the login page.",
  change_email: "Ask for the change again on your account page.",
  undo_email_change: "Reset your password from the login page if you no longer know it.",
} as const;

/** A link that cannot act, as the sentence the page shows. */
export function linkRefused(refusal: TokenRefusal, purpose: keyof typeof NEXT_STEP): TRPCError {
  const what = {
    unknown: "This link is not valid: it may be incomplete, or a newer mail replaced it.",
    used: "This link was already used.",
    expired: "This link has expired.",
  }[refusal];
  return new TRPCError({ code: "BAD_REQUEST", message: `${what} ${NEXT_STEP[purpose]}` });
}

/** Mail is off on this server: the features that need it say so rather than pretend. */
export function mailUnavailable(what: string): TRPCError {
  return new TRPCError({
    code: "PRECONDITION_FAILED",
    message: `${what} is not available: this server does not send mail. Ask its administrator to set SMTP_URL.`,
  });
}
