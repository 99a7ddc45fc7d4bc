import { eq, inArray, sql } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeLoginError, LOGIN_FAILED_MESSAGE } from "@/features/auth/describe-login-error";
import type { GuestRowMover } from "@/features/auth/server";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import {
  deleteStaleGuests,
  ensureGuestRow,
  mergeGuestIntoAccount,
} from "@/features/auth/server/mutations";
import { readSession } from "@/features/auth/server/read-session";
import { saveScreen } from "@/features/screener/server/mutations";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createCaller } from "@/server/api/root";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { retiredGuests, savedScreens, userPreferences, users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { signInThroughNextAuth } from "./sign-in-through-next-auth";
import { describeEachDatabase } from "./test-databases";

const STRONG = "correct horse battery staple";
let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

describeEachDatabase("accounts and sessions", (getHandle) => {
  const db = () => getHandle().db;
  const options = (extra: { guestRowMovers?: readonly GuestRowMover[] } = {}) =>
    createAuthOptions({
      getDb: db,
      rateLimits: createAuthRateLimits(undefined),
      guestRowMovers,
      ...extra,
    });
  function provider(id: "guest" | "credentials", opts = options()) {
    // next-auth applies a provider's `options.id` when it starts; before that every credentials provider says "credentials".
    const found = opts.providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === id,
    ) as CredentialsConfig & { options: CredentialsConfig };
    return found.options.authorize;
  }
  const login = (email: string, password: string, headers: Record<string, string>) =>
    provider("credentials")({ email, password }, { headers } as never);
  /** What the login form shows for a sign-in through next-auth's handler; null when it signed in. */
  async function formAnswerTo(
    opts: ReturnType<typeof options>,
    email: string,
    password: string,
    headers: Record<string, string>,
  ) {
    const error = await signInThroughNextAuth(opts, { email, password }, headers);
    return error === null ? null : describeLoginError(error);
  }
  async function caller(
    ip: string,
    session?: { id: string; type: "guest" | "authenticated" | "admin" },
  ) {
    const headers = new Headers(requestHeaders(ip));
    return createCaller({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "test",
      headers,
      session: session ? { user: session } : null,
    });
  }

  let guest: { id: string; type: "guest" };
  beforeAll(async () => {
    guest = (await provider("guest")({}, {} as never)) as typeof guest;
  });

  it("registers an account with its email trimmed and lower-cased", async () => {
    const email = uniqueEmail("Ada");
    const created = await (await caller(uniqueIp())).auth.register({
      email: `  ${email.toUpperCase()} `,
      password: STRONG,
      name: "Ada",
    });
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ email: email.toLowerCase(), type: "authenticated", name: "Ada" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses the same email in another case, beside the email field", async () => {
    const email = uniqueEmail("grace");
    await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    await expect(
      (await caller(uniqueIp())).auth.register({ email: email.toUpperCase(), password: STRONG }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this address exists — log in or reset your password.",
    });
  });

  it("refuses a weak password with the reason", async () => {
    await expect(
      (await caller(uniqueIp())).auth.register({
        email: uniqueEmail("weak"),
        password: "password123",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/too easy to guess/),
    });
  });

  it("signs in with the right password, and the form shows a wrong one and an unknown email with one answer", async () => {
    const email = uniqueEmail("linus");
    const { id } = await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    await expect(
      login(email.toUpperCase(), STRONG, requestHeaders(uniqueIp())),
    ).resolves.toMatchObject({ id, type: "authenticated" });
    const opts = options();
    await expect(formAnswerTo(opts, email, STRONG, requestHeaders(uniqueIp()))).resolves.toBeNull();
    const wrongPassword = await formAnswerTo(
      opts,
      email,
      "wrong horse battery staple",
      requestHeaders(uniqueIp()),
    );
    const unknownEmail = await formAnswerTo(
      opts,
      uniqueEmail("nobody"),
      STRONG,
      requestHeaders(uniqueIp()),
    );
    expect(wrongPassword).toEqual({ password: LOGIN_FAILED_MESSAGE });
    expect(unknownEmail).toEqual(wrongPassword);
    // Our own refusals keep their words, above the form: the sixth failure from one IP is told to wait.
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await formAnswerTo(opts, email, "wrong horse battery staple", requestHeaders(ip));
    await expect(formAnswerTo(opts, email, STRONG, requestHeaders(ip))).resolves.toEqual({
      form: expect.stringMatching(/^Too many attempts\. Try again in /),
    });
  });

  it("upgrades a guest in place: same id, type authenticated, the guest's rows kept", async () => {
    const me = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), me.id);
    await db().insert(userPreferences).values({ userId: me.id, theme: "dark" });
    const created = await (await caller(uniqueIp(), { id: me.id, type: "guest" })).auth.register({
      email: uniqueEmail("upgrade"),
      password: STRONG,
    });
    expect(created).toMatchObject({ id: me.id, upgradedGuest: true });
    const [row] = await db().select({ type: users.type }).from(users).where(eq(users.id, me.id));
    expect(row?.type).toBe("authenticated");
    const [prefs] = await db()
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, me.id));
    expect(prefs?.theme).toBe("dark");
  });

  it("moves a guest's rows into an existing account once, even when called twice at once", async () => {
    const email = uniqueEmail("merge");
    const account = await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    const visitor = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), visitor.id);
    await db().insert(userPreferences).values({ userId: visitor.id, theme: "dark" });

    const merge = () => mergeGuestIntoAccount(db(), visitor.id, account.id, guestRowMovers);
    const results = await Promise.all([merge(), merge()]);
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    expect(await merge()).toEqual({ moved: false });
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
    const prefs = await db()
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, account.id));
    expect(prefs.map((p) => p.theme)).toEqual(["dark"]);
  });

  it("moves every feature's guest rows when the guest logs in to an account, in one transaction", async () => {
    const email = uniqueEmail("login-merge");
    const account = await (await caller(uniqueIp())).auth.register({ email, password: STRONG });
    await saveScreen(db(), account.id, "Mine", { v: "account" }, () => undefined);
    const visitor = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), visitor.id);
    await db()
      .insert(userPreferences)
      .values({ userId: visitor.id, theme: "light", chart: { range: "1Y" } });
    await saveScreen(db(), visitor.id, "Tech", { v: "guest" }, () => undefined);
    await saveScreen(db(), visitor.id, "MINE", { v: "guest" }, () => undefined);
    const cookie = await sessionCookie({ id: visitor.id, type: "guest" });
    const screensOf = async (userId: string) =>
      (
        await db()
          .select({ name: savedScreens.name })
          .from(savedScreens)
          .where(eq(savedScreens.userId, userId))
      )
        .map((row) => row.name)
        .sort();

    // One mover failing after the others ran: the login is refused and nothing has moved.
    const broken = options({
      guestRowMovers: [...guestRowMovers, () => Promise.reject(new Error("a mover broke"))],
    });
    await expect(
      provider("credentials", broken)({ email, password: STRONG }, {
        headers: requestHeaders(uniqueIp(), cookie),
      } as never),
    ).rejects.toThrow("We couldn't move what you saved as a guest");
    expect(await screensOf(visitor.id)).toEqual(["MINE", "Tech"]);
    expect(await screensOf(account.id)).toEqual(["Mine"]);
    expect(
      await db().select().from(userPreferences).where(eq(userPreferences.userId, account.id)),
    ).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toHaveLength(1);
    expect(await db().select().from(retiredGuests).where(eq(retiredGuests.id, visitor.id))).toEqual(
      [],
    );

    // Every mover working: the screens and the theme are the account's, its own screen's name wins, the guest is gone.
    await expect(login(email, STRONG, requestHeaders(uniqueIp(), cookie))).resolves.toMatchObject({
      id: account.id,
    });
    expect(await screensOf(account.id)).toEqual(["Mine", "Tech"]);
    const [prefs] = await db()
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, account.id));
    expect(prefs?.theme).toBe("light");
    expect(prefs?.chart).toEqual({ range: "1Y" }); // the stock page's chart settings come along
    expect(await db().select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
  });

  it("answers the sixth registration from one IP within the hour with TOO_MANY_REQUESTS and the wait", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await (await caller(ip)).auth.register({ email: uniqueEmail("burst"), password: STRONG });
    await expect(
      (await caller(ip)).auth.register({ email: uniqueEmail("burst"), password: STRONG }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts. Try again in 1 hour.",
    });
  });

  it("removes guest rows unused for 30 days, and only those", async () => {
    const stale = (await provider("guest")({}, {} as never)) as { id: string };
    const recent = (await provider("guest")({}, {} as never)) as { id: string };
    await ensureGuestRow(db(), stale.id);
    await ensureGuestRow(db(), recent.id);
    const member = await (await caller(uniqueIp())).auth.register({
      email: uniqueEmail("old-member"),
      password: STRONG,
    });
    await db()
      .update(users)
      .set({ lastSeenAt: sql`now() - interval '31 days'` })
      .where(inArray(users.id, [stale.id, member.id]));
    await db()
      .update(users)
      .set({ lastSeenAt: sql`now() - interval '29 days'` })
      .where(eq(users.id, recent.id));
    expect(await deleteStaleGuests(db(), 30)).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale.id, recent.id, member.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, member.id].sort());
  });

  it("reads the session from a real next-auth cookie", async () => {
    const cookie = await sessionCookie({ id: guest.id, type: "guest" });
    await expect(readSession(db(), { cookie: `theme=dark; ${cookie}` })).resolves.toEqual({
      user: { id: guest.id, type: "guest" },
    });
    await expect(
      readSession(db(), { cookie: "next-auth.session-token=forged" }),
    ).resolves.toBeNull();
  });
});
