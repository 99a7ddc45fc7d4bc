import { env } from "@/env";
import { assertPointLeft, consumePoint } from "@/server/rate-limit/consume-point";
import { defineRateLimits } from "@/server/rate-limit/define-rate-limits";

/**
 * Login: failed attempts per email+IP (RATE_LIMIT_LOGIN, 5/900) and all attempts per IP
 * (RATE_LIMIT_LOGIN_IP, 30/900); registration: attempts per IP (RATE_LIMIT_REGISTER, 5/3600);
 * guest sessions started per IP (RATE_LIMIT_GUEST, 20/3600); a password change's wrong current
 * passwords per account, as many as login failures (RATE_LIMIT_LOGIN, 5/900); mail-sending
 * requests per IP (RATE_LIMIT_MAIL_IP, 10/3600) and mails of one kind per address
 * (RATE_LIMIT_MAIL_ADDRESS, 3/3600); mailed links tried per IP, as many as logins (RATE_LIMIT_LOGIN_IP, 30/900).
 * All refused while Redis does not answer (fail closed: docs/scaling.md#faults).
 */
const authRateLimits = defineRateLimits(
  "authRateLimits",
  (limiter) => {
    const loginFailures = limiter("login-email-ip", env.RATE_LIMIT_LOGIN);
    const loginAttempts = limiter("login-ip", env.RATE_LIMIT_LOGIN_IP);
    const registrations = limiter("register-ip", env.RATE_LIMIT_REGISTER);
    const guestSessions = limiter("guest-ip", env.RATE_LIMIT_GUEST);
    const passwordChangeFailures = limiter("password-change-user", env.RATE_LIMIT_LOGIN);
    const mailRequests = limiter("mail-ip", env.RATE_LIMIT_MAIL_IP);
    const mailsToAddress = limiter("mail-address", env.RATE_LIMIT_MAIL_ADDRESS);
    const linkAttempts = limiter("account-link-ip", env.RATE_LIMIT_LOGIN_IP);
    const failureKey = (email: string, ip: string) => `${email}|${ip}`;
    return {
      /** Counts the attempt against the IP and refuses when the IP or this email+IP is spent. */
      async beginLogin(email: string, ip: string) {
        await consumePoint(loginAttempts, ip);
        await assertPointLeft(loginFailures, failureKey(email, ip));
      },
      recordLoginFailure: (email: string, ip: string) =>
        consumePoint(loginFailures, failureKey(email, ip)).catch(() => undefined),
      clearLoginFailures: (email: string, ip: string) =>
        loginFailures.delete(failureKey(email, ip)).catch(() => false),
      beginRegistration: (ip: string) => consumePoint(registrations, ip),
      beginGuestSession: (ip: string) => consumePoint(guestSessions, ip),
      /** Refuses a password change while the account has no wrong current password left to try. */
      beginPasswordChange: (userId: string) => assertPointLeft(passwordChangeFailures, userId),
      recordPasswordChangeFailure: (userId: string) =>
        consumePoint(passwordChangeFailures, userId).catch(() => undefined),
      clearPasswordChangeFailures: (userId: string) =>
        passwordChangeFailures.delete(userId).catch(() => false),
      /** Counts a request that mails `address` a `kind` of mail against the IP and against the address. */
      async beginMail(kind: "verify" | "reset" | "change", address: string, ip: string) {
        await consumePoint(mailRequests, ip);
        await consumePoint(mailsToAddress, `${kind}|${address}`);
      },
      /** Counts a mailed link used from this IP: guessing a token is hopeless, but not free either. */
      beginLinkUse: (ip: string) => consumePoint(linkAttempts, ip),
    };
  },
  // Counted on each node alone, a password guesser would get a node's allowance on every node.
  "refuse",
);

export const createAuthRateLimits = authRateLimits.create;
export const getAuthRateLimits = authRateLimits.get;

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
