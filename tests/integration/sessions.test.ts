import { eq } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { decode } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { beforeAll, expect, it, vi } from "vitest";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { readSession } from "@/features/auth/server/read-session";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword } from "@/server/auth/password";
import { retiredGuests, userPreferences, users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

const PASSWORD = "correct horse battery staple";
let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describeEachDatabase("sessions on the server", (getHandle) => {
  const db = () => getHandle().db;
  const handler = createTrpcRequestHandler({ getDb: db });
  const options = (extra: Partial<Parameters<typeof createAuthOptions>[0]> = {}) =>
    createAuthOptions({
      getDb: db,
      rateLimits: createAuthRateLimits(undefined),
      guestRowMovers,
      ...extra,
    });
  function provider(opts: ReturnType<typeof createAuthOptions>, id: "guest" | "credentials") {
    // next-auth applies a provider's `options.id` when it starts; before that every credentials provider says "credentials".
    const found = opts.providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === id,
    ) as CredentialsConfig & { options: CredentialsConfig };
    return found.options.authorize;
  }
  const startGuest = async (opts = options(), ip = uniqueIp()) =>
    (await provider(opts, "guest")({}, { headers: requestHeaders(ip) } as never)) as {
      id: string;
      type: "guest";
    };
  const token = async (cookie: string) =>
    (await decode({
      token: cookie.slice(cookie.indexOf("=") + 1),
      secret: process.env.AUTH_SECRET!,
    })) as JWT;
  const me = (cookie: string, headers: Record<string, string> = {}) =>
    callTrpc(handler, "account.me", { headers: { cookie, ...headers } });
  const saveTheme = (cookie: string) =>
    callTrpc(handler, "account.savePreferences", {
      mutation: true,
      input: { theme: "dark" },
      headers: { cookie },
    });

  let account: { id: string; email: string };
  beforeAll(async () => {
    const email = uniqueEmail("session");
    const [row] = await db()
      .insert(users)
      .values({ email, passwordHash: await hashPassword(PASSWORD), type: "authenticated" })
      .returning({ id: users.id });
    account = { id: row!.id, email };
  });

  it("revokes the token at sign-out: the same cookie replayed afterwards is a visitor, and a new sign-in works", async () => {
    const cookie = await sessionCookie({ id: account.id, type: "authenticated" });
    expect((await me(cookie)).data).toMatchObject({ id: account.id });
    await options().events!.signOut!({ token: await token(cookie), session: null as never });
    expect(await me(cookie)).toMatchObject({ status: 401, error: { code: "UNAUTHORIZED" } });
    await expect(readSession(db(), { cookie })).resolves.toBeNull();
    // next-auth's own session read refuses it too, which clears the cookie in the browser.
    await expect(
      options().callbacks!.jwt!({ token: await token(cookie) } as never),
    ).rejects.toThrow("This session has ended.");

    const signedIn = (await provider(options(), "credentials")(
      { email: account.email, password: PASSWORD },
      { headers: requestHeaders(uniqueIp()) } as never,
    )) as { sessionVersion: number };
    const issued = await options().callbacks!.jwt!({ token: {}, user: signedIn } as never);
    const fresh = await sessionCookie(
      { id: account.id, type: "authenticated" },
      { version: issued.sv },
    );
    expect(issued.sv).toBe(1);
    expect((await me(fresh)).data).toMatchObject({ id: account.id });
  });

  it("reads the session cookie under the name the request's protocol gives it (an HTTPS proxy)", async () => {
    const email = uniqueEmail("proxy");
    const [row] = await db()
      .insert(users)
      .values({ email, type: "authenticated" })
      .returning({ id: users.id });
    const secure = await sessionCookie({ id: row!.id, type: "authenticated" }, { secure: true });
    const plain = await sessionCookie({ id: row!.id, type: "authenticated" });
    expect((await me(secure, { "x-forwarded-proto": "https" })).data).toMatchObject({
      id: row!.id,
      email,
    });
    expect((await me(plain, { "x-forwarded-proto": "http" })).data).toMatchObject({ id: row!.id });
    // Each name belongs to its protocol: the other one is not read.
    expect((await me(plain, { "x-forwarded-proto": "https" })).status).toBe(401);
    expect((await me(secure, { "x-forwarded-proto": "http" })).status).toBe(401);
  });

  it("starts a guest with its own id but writes its row only at its first save", async () => {
    const guest = await startGuest();
    expect(await db().select().from(users).where(eq(users.id, guest.id))).toEqual([]);
    const cookie = await sessionCookie(guest);
    expect((await me(cookie)).data).toMatchObject({ id: guest.id, type: "guest", createdAt: null });
    expect(await db().select().from(users).where(eq(users.id, guest.id))).toEqual([]);

    expect((await saveTheme(cookie)).data).toEqual({ theme: "dark" });
    const [row] = await db().select({ type: users.type }).from(users).where(eq(users.id, guest.id));
    expect(row?.type).toBe("guest");
    expect((await me(cookie)).data).toMatchObject({ id: guest.id, theme: "dark" });
  });

  it("registers a guest that never saved anything in place: the account takes the guest's id", async () => {
    const guest = await startGuest();
    const cookie = await sessionCookie(guest);
    const email = uniqueEmail("fresh-guest");
    const answer = await callTrpc(handler, "auth.register", {
      mutation: true,
      input: { email, password: PASSWORD },
      headers: { ...requestHeaders(uniqueIp()), cookie },
    });
    expect(answer.data).toMatchObject({ id: guest.id, upgradedGuest: true });
    const [row] = await db()
      .select({ type: users.type, email: users.email })
      .from(users)
      .where(eq(users.id, guest.id));
    expect(row).toEqual({ type: "authenticated", email });
  });

  it("limits guest sessions per IP (RATE_LIMIT_GUEST, 20 an hour) with the wait", async () => {
    const opts = options();
    const ip = uniqueIp();
    for (let started = 0; started < 20; started += 1) await startGuest(opts, ip);
    await expect(startGuest(opts, ip)).rejects.toThrow("Too many attempts. Try again in 1 hour.");
    await expect(startGuest(opts, uniqueIp())).resolves.toMatchObject({ type: "guest" });
  });

  it("treats a merged guest's cookie as a visitor: no foreign-key failure on its next save", async () => {
    const guest = await startGuest();
    const cookie = await sessionCookie(guest);
    await saveTheme(cookie);
    const loggedIn = await provider(options(), "credentials")(
      { email: account.email, password: PASSWORD },
      { headers: requestHeaders(uniqueIp(), cookie) } as never,
    );
    expect(loggedIn).toMatchObject({ id: account.id });
    expect(await saveTheme(cookie)).toMatchObject({ status: 401, error: { code: "UNAUTHORIZED" } });
    expect(await me(cookie)).toMatchObject({ status: 401 });
    const [prefs] = await db()
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, account.id));
    expect(prefs?.theme).toBe("dark");
  });

  it("ends a guest at sign-out, and a guest that never saved anything too", async () => {
    for (const saved of [true, false]) {
      const guest = await startGuest();
      const cookie = await sessionCookie(guest);
      if (saved) await saveTheme(cookie);
      await options().events!.signOut!({ token: await token(cookie), session: null as never });
      expect(await saveTheme(cookie)).toMatchObject({ status: 401 });
      expect(await db().select().from(users).where(eq(users.id, guest.id))).toEqual([]);
      expect(
        await db().select().from(retiredGuests).where(eq(retiredGuests.id, guest.id)),
      ).toHaveLength(1);
    }
  });

  it("treats a deleted account's cookie, and a token of no known shape, as a visitor", async () => {
    const [row] = await db()
      .insert(users)
      .values({ email: uniqueEmail("gone"), type: "authenticated" })
      .returning({ id: users.id });
    const cookie = await sessionCookie({ id: row!.id, type: "authenticated" });
    await db().delete(users).where(eq(users.id, row!.id));
    expect((await me(cookie)).status).toBe(401);
    expect((await me(await sessionCookie({ id: "guest", type: "guest" }))).status).toBe(401);
  });

  it("reads the role from the database, not the token: a demoted admin loses admin rights at once", async () => {
    const [row] = await db()
      .insert(users)
      .values({ email: uniqueEmail("admin"), type: "admin" })
      .returning({ id: users.id });
    const cookie = await sessionCookie({ id: row!.id, type: "admin" });
    await db().update(users).set({ type: "authenticated" }).where(eq(users.id, row!.id));
    await expect(readSession(db(), { cookie })).resolves.toEqual({
      user: { id: row!.id, type: "authenticated" },
    });
    const range = { from: new Date(Date.now() - 86_400_000), to: new Date() };
    expect(
      await callTrpc(handler, "analytics.dashboard", { input: range, headers: { cookie } }),
    ).toMatchObject({ status: 403 });
  });

  it("re-reads who it shows with the role: a name given and an address confirmed since sign-in show at the next read", async () => {
    const email = uniqueEmail("shown");
    const [row] = await db()
      .insert(users)
      .values({ email, type: "authenticated" })
      .returning({ id: users.id });
    const atSignIn = { sub: row!.id, type: "authenticated" as const, sv: 0, email, name: null };
    await db()
      .update(users)
      .set({ name: "Ada", emailVerifiedAt: new Date() })
      .where(eq(users.id, row!.id));
    const { callbacks } = options();
    const token = await callbacks!.jwt!({ token: atSignIn } as never);
    const session = await callbacks!.session!({ session: { expires: "" }, token } as never);
    // The server renders the header and the email banner from these (docs/behaviour.md#sessions).
    expect(session.user).toEqual({
      id: row!.id,
      type: "authenticated",
      email,
      name: "Ada",
      emailVerified: true,
    });
  });

  it("checks a password hash for an unknown email too, so the answer time tells nothing", async () => {
    const verify = vi.fn(async () => false);
    const opts = options({ verifyPassword: verify });
    const login = (email: string) =>
      provider(opts, "credentials")({ email, password: "wrong horse battery staple" }, {
        headers: requestHeaders(uniqueIp()),
      } as never);
    await expect(login(account.email)).resolves.toBeNull();
    await expect(login(uniqueEmail("nobody"))).resolves.toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
    const [known, unknown] = verify.mock.calls as unknown as [[string, string], [string, string]];
    expect(known[0]).toMatch(/^\$argon2id\$/);
    // The dummy hash has the real hashes' parameters, so checking it costs the same.
    expect(unknown[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(unknown[0].split("$")[3]).toBe(known[0].split("$")[3]);
  });
});
