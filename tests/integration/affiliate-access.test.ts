import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { affiliateClicks, affiliateCommissions, affiliates, users } from "@/server/db/schema";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import {
  type Account,
  type Affiliate,
  createActiveAffiliate,
  createAffiliateTestbed,
  DAY_MS,
  insertAccount,
  listenAsAffiliateProgram,
  newVisitor,
  payInvoice,
  visitorHeaders,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/product.md#affiliate-program: an affiliate sees their own figures only, and their referred
 * customers as numbers, never who they are; the data export keeps no fingerprint.
 */
describeEachDatabase("what an affiliate sees", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  listenAsAffiliateProgram(db);

  /** An affiliate with a link, and one customer who clicked it, registered and paid `planId` monthly. */
  async function affiliateWithCustomer(planId: "pro" | "premium", appliedFrom?: string) {
    const affiliate = await createActiveAffiliate(db(), { appliedFrom });
    // The page the testbed's clicks land on, so the customer counts for the link.
    await bed.caller(affiliate.owner).affiliate.createLink({ path: "/pricing" });
    const customer = await bed.refer(affiliate);
    const invoice = await payInvoice(db(), customer.id, new Date(Date.now() - DAY_MS), planId);
    return { affiliate, customer, invoice };
  }
  const everythingOf = async (affiliate: Affiliate) => {
    const own = bed.caller(affiliate.owner).affiliate;
    return {
      dashboard: await own.dashboard({ days: 30 }),
      ledger: await own.ledger({}),
      payouts: await own.payouts(),
    };
  };

  it("shows each affiliate their own funnel, earnings and ledger, and never a customer's address or account", async () => {
    const ann = await affiliateWithCustomer("pro");
    const bob = await affiliateWithCustomer("premium");
    for (const [mine, theirs, earned] of [
      [ann, bob, 570],
      [bob, ann, 1_470],
    ] as const) {
      const seen = await everythingOf(mine.affiliate);
      expect(seen.dashboard.funnel).toEqual({
        clicks: 1,
        registrations: 1,
        payingCustomers: 1,
        registrationRate: 1,
        payingRate: 1,
      });
      expect(seen.dashboard.earnings).toEqual({ pending: earned, due: 0, paid: 0, reversed: 0 });
      expect(seen.dashboard.links).toEqual([
        expect.objectContaining({
          path: "/pricing",
          utm_source: null,
          clicks: 1,
          registrations: 1,
          url: `http://localhost:3000/pricing?affiliate_id=${mine.affiliate.code}`,
        }),
      ]);
      expect(seen.dashboard.series).toHaveLength(30);
      expect(seen.dashboard.series.at(-1)).toEqual({
        day: new Date().toISOString().slice(0, 10),
        clicks: 1,
        registrations: 1,
        earned,
      });
      expect(seen.ledger.items).toEqual([
        expect.objectContaining({ invoiceId: mine.invoice.id, customerNumber: 1, amount: earned }),
      ]);
      const text = JSON.stringify(seen);
      for (const secret of [
        mine.customer.email,
        mine.customer.id,
        theirs.customer.email,
        theirs.invoice.id,
        theirs.affiliate.code,
      ])
        expect(text).not.toContain(secret);
    }
    const { affiliates: listed } = await bed
      .caller(await insertAccount(db(), { type: "admin" }))
      .affiliate.admin.affiliates({ status: "active" });
    expect(listed.find((row) => row.id === ann.affiliate.id)).toMatchObject({
      funnel: { clicks: 1, registrations: 1, payingCustomers: 1 },
      earnings: { pending: 570, due: 0, paid: 0, reversed: 0 },
    });
  });

  it("tells an affiliate what they have earned and not yet been paid, which deleting the account gives up", async () => {
    const { affiliate } = await affiliateWithCustomer("pro");
    expect(await bed.caller(affiliate.owner).affiliate.me()).toMatchObject({
      status: "active",
      unpaid: 570,
    });
    expect(await bed.caller(await insertAccount(db())).affiliate.me()).toMatchObject({
      status: "none",
      unpaid: 0,
    });
  });

  it("lists everyone past the application without applications taking rows of the 200, and says when there are more", async () => {
    const admin = bed.caller(await insertAccount(db(), { type: "admin" })).affiliate.admin;
    const people = await db()
      .insert(users)
      .values(
        Array.from({ length: 201 }, () => ({
          email: `decided-${randomUUID()}@example.com`,
          type: "authenticated" as const,
        })),
      )
      .returning({ id: users.id });
    const fields = {
      name: "Publisher",
      website: "https://markets.example.org",
      promotion: "A newsletter.",
      payoutEmail: "payout@example.com",
    };
    await db()
      .insert(affiliates)
      .values(
        people.map((person) => ({
          ...fields,
          userId: person.id,
          status: "rejected" as const,
          appliedAt: new Date(Date.now() - DAY_MS),
        })),
      );
    const applicant = await insertAccount(db());
    await db()
      .insert(affiliates)
      .values({ ...fields, userId: applicant.id });

    const decided = await admin.affiliates({ status: "decided" });
    expect(decided.affiliates).toHaveLength(200);
    expect(decided.more).toBe(true);
    expect(decided.affiliates.filter((row) => row.status === "applied")).toEqual([]);
    const applications = await admin.affiliates({ status: "applied" });
    expect(applications.affiliates.map((row) => row.userId)).toContain(applicant.id);
    expect(applications.more).toBe(false);
  });

  it("pages through the ledger newest first without skipping or repeating an entry, entries microseconds apart too", async () => {
    const affiliate = await createActiveAffiliate(db());
    // One sweep writes entries microseconds apart; a JavaScript Date, and so the cursor, keeps milliseconds.
    const stamps = [
      "12:00:00.123456",
      "12:00:00.123400",
      "12:00:00.123200",
      "12:00:00.100000",
      "11:59:59.999999",
    ];
    for (const [index, stamp] of stamps.entries()) {
      const entry = {
        affiliateId: affiliate.id,
        sourceKey: `invoice:in_page_${randomUUID()}`,
        kind: "commission" as const,
        invoiceId: `in_page_${index}`,
        customerNumber: 1,
        invoiceAmount: 1_900,
        rateBps: 3_000,
        amount: 570,
        currency: "usd",
        state: "pending" as const,
        dueAt: new Date(),
      };
      await db()
        .insert(affiliateCommissions)
        .values({ ...entry, createdAt: sql`${`2026-03-01 ${stamp}+00`}::timestamptz` });
    }
    const own = bed.caller(affiliate.owner).affiliate;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof own.ledger>> = await own.ledger({ cursor, limit: 2 });
      seen.push(...page.items.map((item) => item.invoiceId));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(stamps.map((_, index) => `in_page_${index}`));
  });

  it("answers NOT_FOUND to someone who is not an approved affiliate, and lets a suspended one read but not build links", async () => {
    const stranger = await insertAccount(db());
    const applicant = await createActiveAffiliate(db());
    await db()
      .update(affiliates)
      .set({ status: "applied", code: null })
      .where(eq(affiliates.id, applicant.id));
    for (const account of [stranger, applicant.owner]) {
      const own = bed.caller(account).affiliate;
      for (const refused of [
        () => own.dashboard({ days: 30 }),
        () => own.ledger({}),
        () => own.payouts(),
        () => own.createLink({ path: "/" }),
      ])
        await expect(refused()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    const suspended = await createActiveAffiliate(db());
    await db()
      .update(affiliates)
      .set({ status: "suspended" })
      .where(eq(affiliates.id, suspended.id));
    const own = bed.caller(suspended.owner).affiliate;
    await expect(own.ledger({})).resolves.toMatchObject({ items: [] });
    await expect(own.createLink({ path: "/" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(bed.caller(stranger).affiliate.admin.affiliates({})).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("exports the affiliate's program, links, ledger and payouts, and the customer's code, without a fingerprint", async () => {
    const applied = newVisitor();
    const appliedFrom = visitorFingerprint(new Headers(visitorHeaders(applied)));
    const { affiliate, customer, invoice } = await affiliateWithCustomer("pro", appliedFrom);
    const exportOf = (account: Account) =>
      createCaller({
        db: db(),
        log: pino({ level: "silent" }),
        requestId: "t",
        headers: new Headers(),
        session: { user: { id: account.id, type: account.type } },
      }).account.exportData();

    const own = (await exportOf(affiliate.owner)) as unknown as Record<string, unknown>;
    expect(own.affiliate).toMatchObject({
      program: { status: "active", code: affiliate.code, payoutEmail: affiliate.payoutEmail },
      links: [expect.objectContaining({ path: "/pricing" })],
      ledger: [expect.objectContaining({ invoiceId: invoice.id, amount: 570 })],
      payouts: [],
      referredThrough: null,
    });
    const [click] = await db()
      .select({ visitorHash: affiliateClicks.visitorHash })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliate.id));
    const text = JSON.stringify(own);
    for (const secret of [
      "appliedFrom",
      "applied_from",
      appliedFrom,
      click!.visitorHash,
      customer.email,
    ])
      expect(text).not.toContain(secret);

    const referred = (await exportOf(customer)) as unknown as Record<string, unknown>;
    expect(referred.affiliate).toEqual({
      program: null,
      referredThrough: { code: affiliate.code, boundAt: expect.any(Date) },
    });
  });
});
