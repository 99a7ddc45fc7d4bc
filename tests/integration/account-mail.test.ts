import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { expect, it } from "vitest";
import { createAccountRouter } from "@/features/account/server/router";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { createAuthRouter } from "@/features/auth/server/router";
import type { BillingOutcome } from "@/features/billing/server/billing-outcome";
import { onBillingOutcome } from "@/features/billing/server/billing-outcome-listeners";
import { createLocalBillingProvider } from "@/features/billing/server/create-local-billing-provider";
import { mailBillingOutcome } from "@/features/billing/server/mail-billing-outcome";
import { createBillingRouter } from "@/features/billing/server/router";
import { chatRouter } from "@/features/chat/server/router";
import { screenerRouter } from "@/features/screener/server/router";
import { watchlistRouter } from "@/features/watchlist/server/router";
import { accountDataExporters } from "@/server/api/account-data-exporters";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter } from "@/server/api/trpc";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword } from "@/server/auth/password";
import { analyticsEvents, mailDeliveries, subscriptions, users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { useMailNode } from "./mail-node";
import { insertSampleSecurity } from "./procedure-sample-data";
import { linkToken } from "./smtp-inbox";
import { describeEachDatabase } from "./test-databases";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "violet tugboat under marmalade";
const HOUR_MS = 60 * 60 * 1000;

/** docs/product.md#accounts-and-mail, end to end: the procedures, the job queue, a real SMTP server, the links in the mails. */
describeEachDatabase("accounts by mail", (getHandle) => {
  const db = () => getHandle().db;
  /** The procedures' clock: a test moves it to see a link expire. */
  const clock = { now: () => new Date() };
  const limits = createAuthRateLimits(undefined);
  const smtp = useMailNode(getHandle);

  const provider = createLocalBillingProvider();
  const router = createTRPCRouter({
    auth: createAuthRouter({
      getMailer: () => smtp.node.mailer,
      getRateLimits: () => limits,
      getAnalytics: () => null,
      now: () => clock.now(),
    }),
    account: createAccountRouter({
      accountDataExporters,
      getMailer: () => smtp.node.mailer,
      getRateLimits: () => limits,
    }),
    stripe: createBillingRouter({ getProvider: () => provider }),
    screener: screenerRouter,
    watchlist: watchlistRouter,
    chat: chatRouter,
  });
  const handler = createTrpcRequestHandler({ getDb: db, router });
  const call = (
    path: string,
    {
      input,
      cookie,
      mutation = true,
      ip = uniqueIp(),
    }: { input?: unknown; cookie?: string; mutation?: boolean; ip?: string } = {},
  ) => callTrpc(handler, path, { mutation, input, headers: requestHeaders(ip, cookie) });
  const me = (cookie: string) => call("account.me", { cookie, mutation: false });
  const logIn = async (email: string, password: string) => {
    const options = createAuthOptions({
      getDb: db,
      rateLimits: createAuthRateLimits(undefined),
      guestRowMovers,
    });
    const credentials = options.providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === "credentials",
    ) as CredentialsConfig & { options: CredentialsConfig };
    return (await credentials.options.authorize({ email, password }, {
      headers: requestHeaders(uniqueIp()),
    } as never)) as { id: string } | null;
  };
  /** The next mail to `address`, once it has come. */
  const mailTo = async (address: string, count = 1) => {
    await expect
      .poll(() => smtp.inbox.to(address).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    return smtp.inbox.to(address)[count - 1]!;
  };
  async function account(verified = false) {
    const email = `mail-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({
        email,
        name: "Pat Example",
        passwordHash: await hashPassword(PASSWORD),
        type: "authenticated",
        emailVerifiedAt: verified ? new Date() : null,
      })
      .returning({ id: users.id });
    const user = { id: row!.id, type: "authenticated" as const };
    return {
      id: row!.id,
      email,
      cookie: await sessionCookie(user),
      other: await sessionCookie(user),
    };
  }

  it("mails a verification link at registration; the link confirms the address once", async () => {
    const email = `register-${randomUUID()}@example.com`;
    const registered = await call("auth.register", { input: { email, password: PASSWORD } });
    expect(registered.status).toBe(200);
    const { id } = registered.data as { id: string };
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.text).toContain("The link works once, for 24 hours.");
    const cookie = await sessionCookie({ id, type: "authenticated" });
    expect((await me(cookie)).data).toMatchObject({ email, emailVerified: false });
    const token = linkToken(mail, "/verify-email");
    expect(await call("auth.verifyEmail", { input: { token } })).toEqual({
      status: 200,
      data: { email },
    });
    expect((await me(cookie)).data).toMatchObject({ emailVerified: true });
    expect(await call("auth.verifyEmail", { input: { token } })).toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/^This link was already used\./) },
    });
    // Only the hash is stored.
    const stored = await db().execute(
      sql`select token_hash from account_token where user_id = ${id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("answers a taken address with the way to log in or reset", async () => {
    const { email } = await account();
    expect(await call("auth.register", { input: { email, password: PASSWORD } })).toEqual({
      status: 409,
      error: {
        code: "CONFLICT",
        message: "An account with this address exists — log in or reset your password.",
      },
    });
  });

  it("expires a verification link after 24 hours; a resent link replaces it; resending is limited per address", async () => {
    const { email, cookie } = await account();
    expect(await call("auth.resendVerification", { cookie })).toEqual({
      status: 200,
      data: { sentTo: email },
    });
    const first = linkToken(await mailTo(email), "/verify-email");
    const issued = Date.now();
    clock.now = () => new Date(issued + 24 * HOUR_MS + 1_000);
    try {
      expect(await call("auth.verifyEmail", { input: { token: first } })).toMatchObject({
        status: 400,
        error: {
          message: expect.stringMatching(/^This link has expired\. Sign in and send a new one/),
        },
      });
      expect((await call("auth.resendVerification", { cookie })).status).toBe(200);
      const second = linkToken(await mailTo(email, 2), "/verify-email");
      expect(await call("auth.verifyEmail", { input: { token: first } })).toMatchObject({
        status: 400,
        error: { message: expect.stringMatching(/^This link is not valid/) },
      });
      expect((await call("auth.verifyEmail", { input: { token: second } })).status).toBe(200);
    } finally {
      clock.now = () => new Date();
    }
    expect(await call("auth.resendVerification", { cookie })).toMatchObject({
      status: 400,
      error: { message: "Your email address is already confirmed." },
    });

    const unverified = await account();
    for (let sent = 0; sent < 3; sent += 1)
      expect((await call("auth.resendVerification", { cookie: unverified.cookie })).status).toBe(
        200,
      );
    expect(await call("auth.resendVerification", { cookie: unverified.cookie })).toMatchObject({
      status: 429,
      error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Try again in 1 hour." },
    });
  });

  it("answers a reset request the same whether or not the address has an account, and mails only an account", async () => {
    const { email } = await account();
    const nobody = `nobody-${randomUUID()}@example.com`;
    const answers = [
      await call("auth.requestPasswordReset", { input: { email: nobody } }),
      await call("auth.requestPasswordReset", { input: { email: email.toUpperCase() } }),
    ];
    expect(answers).toEqual([
      { status: 200, data: { sent: true } },
      { status: 200, data: { sent: true } },
    ]);
    expect((await mailTo(email)).subject).toBe("Reset your Marketdesk password");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.inbox.to(nobody)).toHaveLength(0);
  });

  it("resets the password once: the old one is refused, every session ends, the person is told by mail", async () => {
    const { id, email, cookie, other } = await account();
    await call("auth.requestPasswordReset", { input: { email } });
    const token = linkToken(await mailTo(email), "/reset-password");
    // A weak password is refused without spending the link.
    expect(
      await call("auth.resetPassword", { input: { token, password: "password12" } }),
    ).toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/^This password is too easy to guess\./) },
    });
    expect(await call("auth.resetPassword", { input: { token, password: NEW_PASSWORD } })).toEqual({
      status: 200,
      data: { email },
    });
    for (const session of [cookie, other]) expect((await me(session)).status).toBe(401);
    expect(await logIn(email, PASSWORD)).toBeNull();
    expect(await logIn(email, NEW_PASSWORD)).toMatchObject({ id });
    expect(
      await call("auth.resetPassword", { input: { token, password: "another fine lantern" } }),
    ).toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/^This link was already used\./) },
    });
    const notice = await mailTo(email, 2);
    expect(notice.subject).toBe("Your Marketdesk password was changed");
    expect(notice.text).toContain("https://marketdesk.test/forgot-password");
    // The link reached the address, so it counts as verified.
    const [row] = await db()
      .select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, id));
    expect(row!.verified).not.toBeNull();
  });

  it("expires a reset link after one hour", async () => {
    const { email } = await account();
    await call("auth.requestPasswordReset", { input: { email } });
    const token = linkToken(await mailTo(email), "/reset-password");
    const sent = Date.now();
    clock.now = () => new Date(sent + HOUR_MS + 1_000);
    try {
      expect(
        await call("auth.resetPassword", { input: { token, password: NEW_PASSWORD } }),
      ).toMatchObject({
        status: 400,
        error: { message: expect.stringMatching(/^This link has expired\./) },
      });
    } finally {
      clock.now = () => new Date();
    }
    expect(await logIn(email, PASSWORD)).not.toBeNull();
    expect(
      await call("auth.resetPassword", { input: { token: "not-a-token", password: NEW_PASSWORD } }),
    ).toMatchObject({
      status: 400,
      error: {
        message: "This link is incomplete: open it from the mail again, or copy the whole address.",
      },
    });
  });

  it("changes the email once the new address confirms it; the old address is told and can undo it, which signs every device out", async () => {
    const { id, email, cookie } = await account(true);
    const taken = (await account()).email;
    const newEmail = `moved-${randomUUID()}@example.com`;
    expect(
      await call("auth.requestEmailChange", {
        cookie,
        input: { newEmail, password: "not my password" },
      }),
    ).toMatchObject({ status: 400, error: { message: "That is not your password." } });
    expect(
      await call("auth.requestEmailChange", {
        cookie,
        input: { newEmail: taken, password: PASSWORD },
      }),
    ).toMatchObject({ status: 400, error: { message: "Another account uses this address." } });
    expect(
      await call("auth.requestEmailChange", {
        cookie,
        input: { newEmail: email, password: PASSWORD },
      }),
    ).toMatchObject({ status: 400, error: { message: "That is already your address." } });
    expect(
      await call("auth.requestEmailChange", {
        cookie,
        input: { newEmail: ` ${newEmail.toUpperCase()} `, password: PASSWORD },
      }),
    ).toEqual({ status: 200, data: { sentTo: newEmail } });
    const confirm = await mailTo(newEmail);
    expect(confirm.subject).toBe("Confirm your new email address");
    expect((await me(cookie)).data).toMatchObject({ email });

    expect(
      await call("auth.confirmEmailChange", {
        input: { token: linkToken(confirm, "/confirm-email-change") },
      }),
    ).toEqual({ status: 200, data: { email: newEmail } });
    expect((await me(cookie)).data).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await logIn(email, PASSWORD)).toBeNull();
    expect(await logIn(newEmail, PASSWORD)).toMatchObject({ id });
    const told = await mailTo(email);
    expect(told.subject).toBe("Your Marketdesk email address was changed");
    expect(told.text).toContain(newEmail);

    expect(
      await call("auth.undoEmailChange", {
        input: { token: linkToken(told, "/undo-email-change") },
      }),
    ).toEqual({ status: 200, data: { email } });
    expect((await me(cookie)).status).toBe(401);
    expect(await logIn(email, PASSWORD)).toMatchObject({ id });
    expect(await logIn(newEmail, PASSWORD)).toBeNull();
  });

  it("signs out everywhere", async () => {
    const { cookie, other } = await account();
    expect(await call("auth.signOutEverywhere", { cookie })).toEqual({
      status: 200,
      data: { signedOut: true },
    });
    for (const session of [cookie, other]) expect((await me(session)).status).toBe(401);
  });

  it("exports the profile, settings, screens, watchlists, subscription and invoices, and never a secret", async () => {
    const { email, cookie } = await account(true);
    await call("account.savePreferences", { cookie, input: { theme: "dark" } });
    await call("stripe.completeLocalCheckout", {
      cookie,
      input: { planId: "pro", interval: "month" },
    });
    const screen = {
      filter: { sectors: ["Technology"] },
      sort: { column: "marketCap", direction: "desc" },
      pageSize: 50,
      view: "performance",
      columns: ["symbol", "price"],
    };
    expect(
      (await call("screener.save", { cookie, input: { name: "Cheap tech", state: screen } }))
        .status,
    ).toBe(200);
    const created = await call("watchlist.create", { cookie, input: { name: "Ideas" } });
    const listId = (created.data as { id: string }).id;
    await insertSampleSecurity(db());
    expect(
      await call("watchlist.addSymbols", {
        cookie,
        input: { id: listId, symbols: ["MDSK"], editId: randomUUID() },
      }),
    ).toMatchObject({ data: { added: ["MDSK"] } });
    await call("watchlist.updateItem", {
      cookie,
      input: {
        id: listId,
        symbol: "MDSK",
        note: "Earnings on the 30th",
        targetPrice: 150.5,
        editId: randomUUID(),
      },
    });
    const posted = await call("chat.post", {
      cookie,
      input: { room: "MDSK", body: "Long $MDSK", sentiment: "bullish" },
    });
    expect(posted.status).toBe(200);
    await call("chat.edit", {
      cookie,
      input: { id: (posted.data as { id: number }).id, body: "Long $MDSK into earnings" },
    });

    const exported = await call("account.exportData", { cookie, mutation: false });
    expect(exported.status).toBe(200);
    expect(exported.data).toMatchObject({
      format: "marketdesk-account-export/1",
      profile: { email, name: "Pat Example", type: "authenticated" },
      preferences: { theme: "dark" },
      savedScreens: [{ name: "Cheap tech" }],
      watchlists: expect.arrayContaining([
        {
          name: "Ideas",
          isDefault: expect.any(Boolean),
          createdAt: expect.any(Date),
          items: [
            {
              symbol: "MDSK",
              note: "Earnings on the 30th",
              targetPrice: 150.5,
              addedAt: expect.any(Date),
            },
          ],
        },
      ]),
      billing: {
        subscription: { planId: "pro", interval: "month", status: "active", provider: "local" },
        invoices: [{ amountPaid: 1900, currency: "usd", planId: "pro" }],
      },
      chat: {
        messages: [
          {
            room: "MDSK",
            body: "Long $MDSK into earnings",
            sentiment: "bullish",
            earlierTexts: [{ body: "Long $MDSK" }],
          },
        ],
        mutedPeople: [],
      },
    });
    const text = JSON.stringify(exported.data);
    for (const secret of [
      "passwordHash",
      "password_hash",
      "sessionVersion",
      "stripeCustomerId",
      "local_sub_",
      "local_pi_",
    ])
      expect(text).not.toContain(secret);
  });

  it("mails a receipt for each paid invoice and a notice when the plan changes or is cancelled", async () => {
    const { email, cookie } = await account(true);
    const stop = onBillingOutcome("mail", (outcome) =>
      mailBillingOutcome(db(), smtp.node.mailer, outcome),
    );
    try {
      await call("stripe.completeLocalCheckout", {
        cookie,
        input: { planId: "pro", interval: "month" },
      });
      const receipt = await mailTo(email);
      expect(receipt.subject).toBe("Your Marketdesk receipt: $19");
      expect(receipt.text).toMatch(
        /We received \$19 on \w+ \d+, \d{4} for Marketdesk Pro, billed monthly\./,
      );
      expect(
        (
          await call("stripe.changePlan", {
            cookie,
            input: { planId: "premium", interval: "month" },
          })
        ).status,
      ).toBe(200);
      expect((await mailTo(email, 2)).subject).toBe("You are now on Marketdesk Premium");
      expect(
        (await call("stripe.setCancelAtPeriodEnd", { cookie, input: { cancel: true } })).status,
      ).toBe(200);
      const cancelled = await mailTo(email, 3);
      expect(cancelled.subject).toBe("Your Marketdesk subscription is cancelled");
      expect(cancelled.text).toMatch(
        /Marketdesk Premium stays yours until \w+ \d+, \d{4}; after that your account moves to the free plan/,
      );
    } finally {
      stop();
    }
  });

  it("deletes an account with its password: the plan is cancelled first, the rows go, mail keeps no address, login is refused", async () => {
    const { id, email, cookie } = await account(true);
    await call("stripe.completeLocalCheckout", {
      cookie,
      input: { planId: "premium", interval: "year" },
    });
    await call("watchlist.create", { cookie, input: { name: "Doomed" } });
    await db()
      .insert(analyticsEvents)
      .values({
        uuid: randomUUID(),
        event: "$pageview",
        family: "navigation",
        distinctId: id,
        properties: { page_url: "/account" },
        occurredAt: new Date(),
      });
    await call("auth.resendVerification", { cookie: (await account()).cookie });
    const outcomes: BillingOutcome[] = [];
    const stop = onBillingOutcome("test-deletion", (outcome) => void outcomes.push(outcome));
    try {
      expect(
        await call("account.deleteAccount", { cookie, input: { password: "not my password" } }),
      ).toMatchObject({ status: 400, error: { message: "That is not your password." } });
      expect((await me(cookie)).status).toBe(200);
      expect(
        await call("account.deleteAccount", { cookie, input: { password: PASSWORD } }),
      ).toEqual({ status: 200, data: { deleted: true } });
    } finally {
      stop();
    }
    expect(outcomes).toEqual([
      expect.objectContaining({ type: "subscription_ended", userId: id, planId: "premium" }),
    ]);
    expect(await db().select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id))).toEqual([]);
    expect((await me(cookie)).status).toBe(401);
    expect(await logIn(email, PASSWORD)).toBeNull();
    const goodbye = await mailTo(email);
    expect(goodbye.subject).toBe("Your Marketdesk account has been deleted");
    const events = await db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinctId, id));
    expect(JSON.stringify(events)).not.toContain(email);
    // Only the goodbye, queued after, still names the address.
    const named = await db()
      .select({ template: mailDeliveries.template })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.recipient, email));
    expect(named).toEqual([{ template: "account-deleted" }]);
  });
});
