import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { type AuthRateLimits, getAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getClientIp } from "@/server/auth/client-ip";
import { nextAuthLogger, SessionEndedError } from "@/server/auth/next-auth-logger";
import { getDummyPasswordHash, verifyPassword as verifyArgon2 } from "@/server/auth/password";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { findAccountByEmail, findSessionAccount } from "./data";
import { endSession } from "./end-session";
import type { GuestRowMover } from "./guest-row-mover";
import { mergeGuestIntoAccount, recordSignInFrom } from "./mutations";
import { claimsOf, readSession } from "./read-session";
import { redirectWithinSite } from "./redirect-within-site";

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1_000),
});

type Deps = {
  getDb: () => Database;
  rateLimits?: AuthRateLimits;
  verifyPassword?: typeof verifyArgon2;
  /** Every feature's mover for the guest merge, handed in by the composition root. */
  guestRowMovers: readonly GuestRowMover[];
  /** Told the wait when a rate limit refuses a sign-in, so the route answers 429 (finish-next-auth-answer.ts). */
  onRateLimited?: (retryAfterMs: number) => void;
};

/**
 * next-auth with JWT sessions and two credentials providers: `guest` starts a guest
 * session with its own id (its row comes at its first save), `credentials` signs in with email and password and, from a guest session, moves
 * the guest's data to the account first.
 * @see https://next-auth.js.org/providers/credentials
 */
export function createAuthOptions({
  getDb,
  rateLimits = getAuthRateLimits(),
  verifyPassword = verifyArgon2,
  guestRowMovers,
  onRateLimited,
}: Deps): NextAuthOptions {
  const reportLimit = (check: Promise<void>) =>
    check.catch((error: unknown) => {
      if (isRateLimitedError(error)) onRateLimited?.(error.retryAfterMs);
      throw error;
    });
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "guest",
        name: "Guest",
        credentials: {},
        /**
         * A guest gets its own id at once, but no row until its first save (ensureGuestRow), so
         * starting guest sessions costs the database nothing; they are limited per IP all the same.
         */
        async authorize(_raw, req) {
          // A limited attempt throws: next-auth hands the message ("Too many attempts. Try again in…") to the form.
          await reportLimit(rateLimits.beginGuestSession(getClientIp(req.headers ?? {})));
          return { id: randomUUID(), type: "guest" as const, sessionVersion: 0 };
        },
      }),
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(raw, req) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          const headers = req.headers ?? {};
          const ip = getClientIp(headers);
          // A limited attempt throws: next-auth hands the message ("Too many attempts. Try again in…") to the form.
          await reportLimit(rateLimits.beginLogin(email, ip));
          const db = getDb();
          const account = await findAccountByEmail(db, email);
          // Unknown emails are checked against a dummy hash: the same work, so the same answer time.
          const passwordOk = await verifyPassword(
            account?.passwordHash ?? (await getDummyPasswordHash()),
            password,
          );
          if (!account?.passwordHash || !passwordOk || account.type === "guest") {
            await rateLimits.recordLoginFailure(email, ip);
            return null;
          }
          await rateLimits.clearLoginFailures(email, ip);
          // Where accounts sign in from: the affiliate program refuses a referral from an affiliate's own (docs/product.md#affiliate-program).
          await recordSignInFrom(db, account.id, headers);
          const current = await readSession(db, headers);
          if (current?.user.type === "guest") {
            try {
              await mergeGuestIntoAccount(db, current.user.id, account.id, guestRowMovers);
            } catch (error) {
              logger.error({ err: error }, "guest merge failed");
              throw new Error(
                "We couldn't move what you saved as a guest into your account, so you are not signed in. Please try again.",
              );
            }
          }
          return {
            id: account.id,
            type: account.type,
            email: account.email,
            name: account.name,
            sessionVersion: account.sessionVersion,
          };
        },
      }),
    ],
    callbacks: {
      redirect: redirectWithinSite,
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.type = user.type;
          token.sv = user.sessionVersion ?? 0;
          token.email = user.email ?? null;
          token.name = user.name ?? null;
          return token;
        }
        // Every later read (pages and /api/auth/session) checks the session is still current (docs/security.md, "Sessions").
        const claims = claimsOf(token);
        let current;
        try {
          current = claims ? await findSessionAccount(getDb(), claims) : null;
        } catch (error) {
          // A database outage must not sign everyone out: keep the cookie; every API call checks again.
          logger.warn({ err: error }, "session check skipped: the database did not answer");
          return token;
        }
        if (!current) throw new SessionEndedError();
        token.type = current.type;
        token.email = current.email;
        token.name = current.name;
        token.ev = current.emailVerified;
        return token;
      },
      session({ session, token }) {
        // docs/behaviour.md#sessions: a missing id reads as the literal "guest".
        session.user = {
          id: token.sub ?? "guest",
          type: token.type ?? "guest",
          email: token.email ?? null,
          name: token.name ?? null,
          emailVerified: token.ev ?? false,
        };
        return session;
      },
    },
    events: {
      /** Sign-out ends the session on the server too: a replayed copy of the cookie is a visitor. */
      async signOut({ token }) {
        const claims = claimsOf(token);
        if (claims) await endSession(getDb(), claims);
      },
    },
    logger: nextAuthLogger,
  };
}
