import { eq, inArray, sql } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createAuthOptions, LOGIN_FAILED_MESSAGE } from "@/features/auth/server/auth-options";
import { deleteStaleGuests, mergeGuestIntoAccount } from "@/features/auth/server/mutations";
import { createCaller } from "@/server/api/root";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { ensureGuestRow } from "@/server/auth/ensure-guest-row";
import { readSession } from "@/server/auth/read-session";
import { userPreferences, users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

const STRONG = "correct horse battery staple";
let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describeEachDatabase("accounts and sessions", (getHandle) => {
  const db = () => getHandle().db;
  const options = () => createAuthOptions({ getDb: db, rateLimits: createAuthRateLimits(undefined) });
  function provider(id: "guest" | "credentials") {
    // next-auth applies a provider's `options.id` when it starts; before that every credentials provider says "credentials".
    const found = options().providers.find((p) => (p as { options?: { id?: string } }).options?.id === id) as CredentialsConfig & { options: CredentialsConfig };
    return found.options.authorize;
  }
  const login = (email: string, password: string, headers: Record<string, string>) => provider("credentials")({ email, password }, { headers } as never);
  async function caller(ip: string, session?: { id: string; type: "guest" | "authenticated" | "admin" }) {
    const headers = new Headers(requestHeaders(ip));
    return createCaller({ db: db(), log: pino({ level: "silent" }), requestId: "test", headers, session: session ? { user: session } : null });
  }

  let guest: { id: string; type: "guest" };
  beforeAll(async () => {
    guest = (await provider("guest")({}, {} as never)) as typeof guest;
  });

  it("registers an account with its email trimmed and lower-cased", async () => {
    const email = uniqueEmail("Ada");
    const created = await (await caller(uniqueIp())).auth.register({ email: `  ${email.toUpperCase()} `, password: STRONG, name: "Ada" });
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ email: email.toLowerCase(), type: "authenticated", name: "Ada" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses the same email in another case, beside the email field", async () => {
    const email = uniqueEmail("grace");
    await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    await expect((await caller(uniqueIp())).auth.register({ email: email.toUpperCase(), password: STRONG })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists. Log in instead.",
    });
  });

  it("refuses a weak password with the reason", async () => {
    await expect((await caller(uniqueIp())).auth.register({ email: uniqueEmail("weak"), password: "password123" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/too easy to guess/),
    });
  });

  it("signs in with the right password, and refuses a wrong one or an unknown email with one generic answer", async () => {
    const email = uniqueEmail("linus");
    const { id } = await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    await expect(login(email.toUpperCase(), STRONG, requestHeaders(uniqueIp()))).resolves.toMatchObject({ id, type: "authenticated" });
    await expect(login(email, "wrong horse battery staple", requestHeaders(uniqueIp()))).resolves.toBeNull();
    await expect(login(uniqueEmail("nobody"), STRONG, requestHeaders(uniqueIp()))).resolves.toBeNull();
    expect(LOGIN_FAILED_MESSAGE).toBe("Email or password is wrong.");
  });

  it("upgrades a guest in place: same id, type authenticated, the guest's rows kept", async () => {
    const me = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), me.id);
    await db().insert(userPreferences).values({ userId: me.id, theme: "dark" });
    const created = await (await caller(uniqueIp(), { id: me.id, type: "guest" })).auth.register({ email: uniqueEmail("upgrade"), password: STRONG });
    expect(created).toMatchObject({ id: me.id, upgradedGuest: true });
    const [row] = await db().select({ type: users.type }).from(users).where(eq(users.id, me.id));
    expect(row?.type).toBe("authenticated");
    const [prefs] = await db().select().from(userPreferences).where(eq(userPreferences.userId, me.id));
    expect(prefs?.theme).toBe("dark");
  });

  it("moves a guest's rows into an existing account once, even when called twice at once", async () => {
    const email = uniqueEmail("merge");
    const account = await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    const visitor = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), visitor.id);
    await db().insert(userPreferences).values({ userId: visitor.id, theme: "dark" });

    const results = await Promise.all([mergeGuestIntoAccount(db(), visitor.id, account.id), mergeGuestIntoAccount(db(), visitor.id, account.id)]);
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    expect(await mergeGuestIntoAccount(db(), visitor.id, account.id)).toEqual({ moved: false });
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
    const prefs = await db().select().from(userPreferences).where(eq(userPreferences.userId, account.id));
    expect(prefs.map((p) => p.theme)).toEqual(["dark"]);
  });

  it("moves the guest's data when the guest logs in to an existing account, and deletes the guest", async () => {
    const email = uniqueEmail("login-merge");
    await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    const visitor = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), visitor.id);
    await db().insert(userPreferences).values({ userId: visitor.id, theme: "light" });
    const cookie = await sessionCookie({ id: visitor.id, type: "guest" });
    const signedIn = (await login(email, STRONG, requestHeaders(uniqueIp(), cookie))) as { id: string };
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
    const [prefs] = await db().select().from(userPreferences).where(eq(userPreferences.userId, signedIn.id));
    expect(prefs?.theme).toBe("light");
  });

  it("answers the sixth registration from one IP within the hour with TOO_MANY_REQUESTS and the wait", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1) await (await caller(ip)).auth.register({ email: uniqueEmail("burst"), password: STRONG });
    await expect((await caller(ip)).auth.register({ email: uniqueEmail("burst"), password: STRONG })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts. Try again in 1 hour.",
    });
  });

  it("removes guest rows unused for 30 days, and only those", async () => {
    const stale = (await provider("guest")({}, {} as never)) as { id: string };
    const recent = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), stale.id);
    await ensureGuestRow(db(), recent.id);
    const member = await (await caller(uniqueIp())).auth.register({ email: uniqueEmail("old-member"), password: STRONG });
    await db().update(users).set({ lastSeenAt: sql`now() - interval '31 days'` }).where(inArray(users.id, [stale.id, member.id]));
    await db().update(users).set({ lastSeenAt: sql`now() - interval '29 days'` }).where(eq(users.id, recent.id));
    expect(await deleteStaleGuests(db(), 30)).toBeGreaterThanOrEqual(1);
    const left = await db().select({ id: users.id }).from(users).where(inArray(users.id, [stale.id, recent.id, member.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, member.id].sort());
  });

  it("reads the session from a real next-auth cookie", async () => {
    const cookie = await sessionCookie({ id: guest.id, type: "guest" });
    await expect(readSession(db(), { cookie: `theme=dark; ${cookie}` })).resolves.toEqual({ user: { id: guest.id, type: "guest" } });
    await expect(readSession(db(), { cookie: "next-auth.session-token=forged" })).resolves.toBeNull();
  });
});
