import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { verifyPassword } from "@/server/auth/password";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getAuthRateLimits, type AuthRateLimits } from "@/server/auth/auth-rate-limits";
import { getClientIp } from "@/server/auth/client-ip";
import { readSession } from "@/server/auth/read-session";
import type { Database } from "@/server/db/create-database";
import { findAccountByEmail } from "./data";
import { createGuestUser, mergeGuestIntoAccount } from "./mutations";

/** The one message for every failed login, so it never tells whether an email has an account. */
export const LOGIN_FAILED_MESSAGE = "Email or password is wrong.";

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1_000),
});

type Deps = { getDb: () => Database; rateLimits?: AuthRateLimits };

/**
 * next-auth with JWT sessions and two credentials providers (ARCHITECTURE.md): `guest` makes a
 * guest user row, `credentials` signs in with email and password and, from a guest session, moves
 * the guest's data to the account first.
 * @see https://next-auth.js.org/providers/credentials
 */
export function createAuthOptions({ getDb, rateLimits = getAuthRateLimits() }: Deps): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "guest",
        name: "Guest",
        credentials: {},
        async authorize() {
          return createGuestUser(getDb());
        },
      }),
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(raw, req) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          const headers = req.headers ?? {};
          const ip = getClientIp(headers);
          // A limited attempt throws: next-auth hands the message ("Too many attempts. Try again in…") to the form.
          await rateLimits.beginLogin(email, ip);
          const db = getDb();
          const account = await findAccountByEmail(db, email);
          const passwordOk = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : false;
          if (!account || !passwordOk || account.type === "guest") {
            await rateLimits.recordLoginFailure(email, ip);
            return null;
          }
          await rateLimits.clearLoginFailures(email, ip);
          const current = await readSession(typeof headers.cookie === "string" ? headers.cookie : undefined);
          if (current?.user.type === "guest") {
            try {
              await mergeGuestIntoAccount(db, current.user.id, account.id);
            } catch (error) {
              console.error("guest merge failed", error);
              throw new Error("We couldn't move what you saved as a guest into your account, so you are not signed in. Please try again.");
            }
          }
          return { id: account.id, type: account.type, email: account.email, name: account.name };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.type = user.type;
          token.email = user.email ?? null;
          token.name = user.name ?? null;
        }
        return token;
      },
      session({ session, token }) {
        // SPEC §3: a missing id reads as the literal "guest".
        session.user = { id: token.sub ?? "guest", type: token.type ?? "guest", email: token.email ?? null, name: token.name ?? null };
        return session;
      },
    },
  };
}
