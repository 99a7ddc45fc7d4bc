import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import pino from "pino";
import { afterEach, expect, it } from "vitest";
import { decideAffiliate } from "@/features/affiliate/server/mutations";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { recordSignInFrom } from "@/features/auth/server/mutations";
import { createCaller } from "@/server/api/root";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import {
  affiliateReferralRefusals,
  affiliateReferrals,
  affiliates,
  users,
} from "@/server/db/schema";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import {
  type Affiliate,
  clickCookie,
  createActiveAffiliate,
  createAffiliateTestbed,
  DAY_MS,
  insertAccount,
  newVisitor,
  PASSWORD,
  type Visitor,
  visitorHeaders,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

/** docs/product.md#affiliate-program: a registration carrying a code is bound only when the server finds the click behind it. */
describeEachDatabase("affiliate referrals at registration", (getHandle) => {
  const db = () => getHandle().db;
  let shift = 0;
  const bed = createAffiliateTestbed(db, { now: () => new Date(Date.now() + shift) });
  afterEach(() => void (shift = 0));

  const referralOf = async (userId: string) =>
    (
      await db().select().from(affiliateReferrals).where(eq(affiliateReferrals.userId, userId))
    )[0] ?? null;
  const bindingOf = async (userId: string) =>
    (
      await db().select({ affiliateId: users.affiliateId }).from(users).where(eq(users.id, userId))
    )[0]?.affiliateId;
  const refusalOf = async (userId: string) =>
    (
      await db()
        .select()
        .from(affiliateReferralRefusals)
        .where(eq(affiliateReferralRefusals.userId, userId))
    )[0] ?? null;
  /** A click by `visitor` on the affiliate's link; the cookie the browser keeps for it. */
  const clickBy = async (visitor: Visitor, affiliate: Affiliate) =>
    clickCookie(await bed.click(visitor, { affiliate_id: affiliate.code, landing_path: "/" }))!;

  /** The account exists, unbound, with the refusal recorded for admins and a Conversion not attributed. */
  async function expectRefused(
    userId: string,
    reason: string,
    detail: string | RegExp,
    affiliate: Affiliate | null,
  ) {
    expect(await referralOf(userId)).toBeNull();
    expect(await bindingOf(userId)).toBeNull();
    expect(await refusalOf(userId)).toMatchObject({
      reason,
      detail: typeof detail === "string" ? detail : expect.stringMatching(detail),
      affiliateId: affiliate?.id ?? null,
    });
    expect(bed.conversionOf(userId)).toMatchObject({
      conversion_type: "registration",
      attributed_to_affiliate: false,
    });
  }

  /** `visitor` clicks the affiliate's link and registers: refused as a self-referral, saying `detail`. */
  async function expectSelfReferral(visitor: Visitor, affiliate: Affiliate, detail: string) {
    const customer = await bed.register(visitor, affiliate.code, {
      cookie: await clickBy(visitor, affiliate),
    });
    await expectRefused(customer.id, "self_referral", detail, affiliate);
  }

  it("binds a registration through the app's router with its click's cookie, numbering the affiliate's customers from 1", async () => {
    const affiliate = await createActiveAffiliate(db());
    const register = async () => {
      const visitor = newVisitor();
      const cookie = await clickBy(visitor, affiliate);
      const headers = new Headers(visitorHeaders(visitor, cookie));
      const input = {
        email: `referred-${randomUUID()}@example.com`,
        password: PASSWORD,
        attribution: { affiliate_id: affiliate.code, utm_source: "newsletter" },
      };
      return createCaller({
        db: db(),
        log: pino({ level: "silent" }),
        requestId: "t",
        headers,
        session: null,
      }).auth.register(input);
    };
    const first = await register();
    const second = await register();
    expect(await referralOf(first.id)).toMatchObject({
      affiliateId: affiliate.id,
      customerNumber: 1,
      clickId: expect.any(String),
    });
    expect(await referralOf(second.id)).toMatchObject({
      affiliateId: affiliate.id,
      customerNumber: 2,
    });
    expect(await bindingOf(first.id)).toBe(affiliate.code);
    expect(await bindingOf(second.id)).toBe(affiliate.code);
  });

  it("numbers customers registering at the same moment one after the other", async () => {
    const affiliate = await createActiveAffiliate(db());
    const customers = await Promise.all([
      bed.refer(affiliate),
      bed.refer(affiliate),
      bed.refer(affiliate),
    ]);
    const numbers = await Promise.all(
      customers.map(async (customer) => (await referralOf(customer.id))?.customerNumber),
    );
    expect(numbers.sort()).toEqual([1, 2, 3]);
  });

  it("records a bound registration's Conversion as attributed, and without a code binds nothing and refuses nothing", async () => {
    const affiliate = await createActiveAffiliate(db());
    const customer = await bed.refer(affiliate);
    expect(bed.conversionOf(customer.id)).toMatchObject({
      conversion_type: "registration",
      attributed_to_affiliate: true,
    });
    const plain = await bed.register(newVisitor(), null);
    expect([
      await referralOf(plain.id),
      await refusalOf(plain.id),
      await bindingOf(plain.id),
    ]).toEqual([null, null, null]);
    expect(bed.conversionOf(plain.id)).toMatchObject({ attributed_to_affiliate: false });
  });

  it("falls back on the visitor's fingerprint when the cookie was lost, and refuses another visitor without one (no_click)", async () => {
    const affiliate = await createActiveAffiliate(db());
    const visitor = newVisitor();
    const cookie = await clickBy(visitor, affiliate);
    const sameBrowser = await bed.register(visitor, affiliate.code);
    expect(await referralOf(sameBrowser.id)).toMatchObject({
      affiliateId: affiliate.id,
      clickId: cookie.split("=")[1],
    });

    const stranger = await bed.register(newVisitor(), affiliate.code);
    await expectRefused(
      stranger.id,
      "no_click",
      "No click on the affiliate's links was recorded for this visitor.",
      affiliate,
    );
    // The same browser on another network is another fingerprint.
    const moved = await bed.register({ ...visitor, ip: newVisitor().ip }, affiliate.code);
    expect((await refusalOf(moved.id))?.reason).toBe("no_click");
    // A click of another affiliate's proves nothing for this one.
    const otherAffiliate = await createActiveAffiliate(db());
    const elsewhere = newVisitor();
    const borrowed = await bed.register(elsewhere, affiliate.code, {
      cookie: await clickBy(elsewhere, otherAffiliate),
    });
    expect((await refusalOf(borrowed.id))?.reason).toBe("no_click");
  });

  it("binds a registration 29 days after its click and refuses one 31 days after (expired_click)", async () => {
    const affiliate = await createActiveAffiliate(db());
    const clickedAt = new Date();
    const early = newVisitor();
    const late = newVisitor();
    const earlyCookie = await clickBy(early, affiliate);
    const lateCookie = await clickBy(late, affiliate);
    shift = 29 * DAY_MS;
    const bound = await bed.register(early, affiliate.code, { cookie: earlyCookie });
    expect(await referralOf(bound.id)).toMatchObject({ affiliateId: affiliate.id });
    shift = 31 * DAY_MS;
    const expired = await bed.register(late, affiliate.code, { cookie: lateCookie });
    await expectRefused(
      expired.id,
      "expired_click",
      `The click was recorded on ${clickedAt.toISOString().slice(0, 10)}, more than 30 days before registering.`,
      affiliate,
    );
    // Without the cookie, the visitor's old click is found by fingerprint and is just as expired.
    const latePlain = await bed.register(late, affiliate.code);
    expect((await refusalOf(latePlain.id))?.reason).toBe("expired_click");
  });

  it("refuses an unknown code and an affiliate who is not active (applied, suspended)", async () => {
    const unknown = await bed.register(newVisitor(), "no-such-code");
    await expectRefused(unknown.id, "unknown_affiliate", "No affiliate has this code.", null);
    expect(await refusalOf(unknown.id)).toMatchObject({ code: "no-such-code" });

    for (const status of ["suspended", "applied"] as const) {
      const affiliate = await createActiveAffiliate(db());
      const visitor = newVisitor();
      const cookie = await clickBy(visitor, affiliate);
      await db().update(affiliates).set({ status }).where(eq(affiliates.id, affiliate.id));
      const customer = await bed.register(visitor, affiliate.code, { cookie });
      await expectRefused(
        customer.id,
        "inactive_affiliate",
        `The affiliate's status is ${status}.`,
        affiliate,
      );
    }
  });

  it("refuses the affiliate's own mailbox, by their account's address or their payout address (self_referral)", async () => {
    const owner = await insertAccount(db(), {
      email: `ann-${randomUUID().slice(0, 8)}@example.com`,
    });
    const affiliate = await createActiveAffiliate(db(), {
      owner,
      payoutEmail: `Ann.Pays-${randomUUID().slice(0, 8)}@gmail.com`,
    });
    const [local, domain] = owner.email.split("@");
    const [payLocal] = affiliate.payoutEmail.split("@");
    for (const email of [
      `${local}+x@${domain}`,
      `${payLocal!.toLowerCase().replaceAll(".", "")}+promo@googlemail.com`,
    ]) {
      const visitor = newVisitor();
      const customer = await bed.register(visitor, affiliate.code, {
        email,
        cookie: await clickBy(visitor, affiliate),
      });
      await expectRefused(
        customer.id,
        "self_referral",
        "The same mailbox as the affiliate's account or payout address.",
        affiliate,
      );
    }
  });

  it("refuses a registration from where the affiliate signs in or applied from (self_referral)", async () => {
    const signsIn = newVisitor();
    const applied = newVisitor();
    const affiliate = await createActiveAffiliate(db(), {
      appliedFrom: visitorFingerprint(new Headers(visitorHeaders(applied))),
    });
    await recordSignInFrom(db(), affiliate.owner.id, new Headers(visitorHeaders(signsIn)));
    for (const visitor of [signsIn, applied])
      await expectSelfReferral(
        visitor,
        affiliate,
        "Registered from the network and browser the affiliate applied or signs in from.",
      );
  });

  it("refuses a registration from any browser the affiliate signed in, applied or came back in, on any network, and binds a new browser on theirs (self_referral)", async () => {
    const [signsIn, applies, comesBack] = [newVisitor(), newVisitor(), newVisitor()];
    const owner = await bed.register(newVisitor(), null);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    // Signing in through next-auth's credentials provider, as the login form does (its
    // `options.id`: before next-auth starts, every credentials provider's `id` is "credentials").
    const credentials = createAuthOptions({
      getDb: db,
      rateLimits: createAuthRateLimits(undefined),
      guestRowMovers: [],
    }).providers.find(
      (provider) => (provider as { options?: { id?: string } }).options?.id === "credentials",
    ) as unknown as { options: CredentialsConfig };
    await credentials.options.authorize({ email: owner.email, password: PASSWORD }, {
      headers: visitorHeaders(signsIn),
    } as never);
    await bed.caller(owner, visitorHeaders(applies)).affiliate.submitApplication({
      name: "Ann's Market Notes",
      website: "https://notes.example.org",
      promotion: "A weekly newsletter comparing stock screeners.",
      payoutEmail: `ann-pays-${randomUUID().slice(0, 8)}@example.com`,
    });
    const [applied] = await db().select().from(affiliates).where(eq(affiliates.userId, owner.id));
    const approved = (await decideAffiliate(db(), applied!.id, "approve", ""))!;
    const affiliate = { id: approved.id, code: approved.code!, payoutEmail: "", owner };
    await bed.caller(owner, visitorHeaders(comesBack)).affiliate.me();

    // Each browser on another network, under another user agent.
    for (const browser of [signsIn, applies, comesBack])
      await expectSelfReferral(
        { ...newVisitor(), device: browser.device },
        affiliate,
        "Registered from a browser (its device id) the affiliate has used, on any network.",
      );
    // Another browser on the network the affiliate signs in from is someone else.
    const neighbour = { ...newVisitor(), ip: signsIn.ip };
    const customer = await bed.register(neighbour, affiliate.code, {
      cookie: await clickBy(neighbour, affiliate),
    });
    expect(await referralOf(customer.id)).toMatchObject({ affiliateId: affiliate.id });
  });

  it("refuses a disposable address (disposable_email)", async () => {
    const affiliate = await createActiveAffiliate(db());
    const visitor = newVisitor();
    const customer = await bed.register(visitor, affiliate.code, {
      email: `deals-${randomUUID().slice(0, 8)}@mailinator.com`,
      cookie: await clickBy(visitor, affiliate),
    });
    await expectRefused(
      customer.id,
      "disposable_email",
      "mailinator.com is a disposable email domain.",
      affiliate,
    );
  });

  it("lists the refusals for admins, newest first, with the affiliate's name and the code carried", async () => {
    const affiliate = await createActiveAffiliate(db());
    const stranger = await bed.register(newVisitor(), affiliate.code);
    const admin = await insertAccount(db(), { type: "admin" });
    const { items } = await bed.caller(admin).affiliate.admin.refusals({ limit: 100 });
    const [newest] = await db()
      .select({ id: affiliateReferralRefusals.id })
      .from(affiliateReferralRefusals)
      .orderBy(desc(affiliateReferralRefusals.id))
      .limit(1);
    expect(items[0]).toMatchObject({
      id: newest!.id,
      userId: stranger.id,
      code: affiliate.code,
      reason: "no_click",
      affiliateName: `Publisher ${affiliate.owner.email}`,
    });
  });
});
