import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { handleAffiliateBillingOutcome } from "@/features/affiliate/server/handle-affiliate-billing-outcome";
import { runCommissionSweep } from "@/features/affiliate/server/run-commission-sweep";
import { applyBillingEvent } from "@/features/billing/server/mutations";
import { publishBillingOutcomes } from "@/features/billing/server/publish-billing-outcomes";
import { affiliateCommissions } from "@/server/db/schema";
import {
  createActiveAffiliate,
  createAffiliateTestbed,
  DAY_MS,
  disputeInvoice,
  insertAccount,
  listenAsAffiliateProgram,
  payInvoice,
  refundInvoice,
  TERMS,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

/** docs/product.md#affiliate-program: a commission per paid invoice of a referred customer, brought down by refunds and disputes. */
describeEachDatabase("affiliate commissions", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  listenAsAffiliateProgram(db);

  const ledgerOf = (affiliateId: string) =>
    db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliateId))
      .orderBy(asc(affiliateCommissions.createdAt));
  /** An affiliate with one referred customer, who is their customer number 1. */
  async function referredCustomer() {
    const affiliate = await createActiveAffiliate(db());
    return { affiliate, customer: await bed.refer(affiliate) };
  }

  it("writes one pending commission per paid invoice: 30 % of it, due 30 days after payment, with the plan and the customer's number", async () => {
    const { affiliate, customer } = await referredCustomer();
    const paidAt = new Date(Date.now() - 1_000);
    const invoice = await payInvoice(db(), customer.id, paidAt);
    const expected = {
      kind: "commission",
      invoiceId: invoice.id,
      customerNumber: 1,
      planLabel: "Pro monthly",
      invoiceAmount: 1_900,
      rateBps: 3_000,
      amount: 570,
      currency: "usd",
      state: "pending",
      reason: null,
      dueAt: new Date(paidAt.getTime() + 30 * DAY_MS),
      paidAt: null,
    };
    expect(await ledgerOf(affiliate.id)).toEqual([expect.objectContaining(expected)]);
    const { items } = await bed.caller(affiliate.owner).affiliate.ledger({});
    expect(items).toEqual([expect.objectContaining(expected)]);

    // Stripe delivering the event again, the same invoice in another event, and the listener told twice: still one commission.
    await publishBillingOutcomes(db(), await applyBillingEvent(db(), invoice.event));
    await publishBillingOutcomes(
      db(),
      await applyBillingEvent(db(), { ...invoice.event, id: `local_evt_${randomUUID()}` }),
    );
    const outcome = {
      type: "invoice_paid" as const,
      userId: customer.id,
      affiliateId: affiliate.code,
      invoiceId: invoice.id,
      amountPaid: 1_900,
      currency: "usd",
      paymentIntentId: invoice.paymentIntentId,
    };
    await Promise.all([
      handleAffiliateBillingOutcome(db(), outcome),
      handleAffiliateBillingOutcome(db(), outcome),
    ]);
    expect(await ledgerOf(affiliate.id)).toHaveLength(1);

    // A customer nobody referred earns nobody anything.
    const unreferred = await insertAccount(db());
    const unearned = await payInvoice(db(), unreferred.id, paidAt);
    expect(
      await db()
        .select()
        .from(affiliateCommissions)
        .where(eq(affiliateCommissions.invoiceId, unearned.id)),
    ).toEqual([]);
  });

  it("pays for a referred customer's first 12 months: an invoice 11 months after the first earns, one 12 months and a day after does not", async () => {
    const { affiliate, customer } = await referredCustomer();
    const first = new Date("2025-01-15T12:00:00Z");
    await payInvoice(db(), customer.id, first);
    const elevenMonths = await payInvoice(db(), customer.id, new Date("2025-12-15T12:00:00Z"));
    await payInvoice(db(), customer.id, new Date("2026-01-16T12:00:00Z"));
    const ledger = await ledgerOf(affiliate.id);
    expect(ledger.map((entry) => entry.invoiceId)).toEqual([expect.any(String), elevenMonths.id]);
    // The sweep, which reconciles every recent invoice, writes none for it either.
    await runCommissionSweep(db(), TERMS, new Date("2026-01-20T12:00:00Z"));
    expect(await ledgerOf(affiliate.id)).toHaveLength(2);
  });

  it("reverses an unpaid commission when its invoice is refunded, and reduces it after a partial refund, saying why", async () => {
    const { affiliate, customer } = await referredCustomer();
    const invoice = await payInvoice(db(), customer.id, new Date());
    await refundInvoice(db(), invoice, 500);
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({
        amount: 420,
        state: "pending",
        reason: `partial refund of invoice ${invoice.id} ($5 of $19)`,
      }),
    ]);
    await refundInvoice(db(), invoice, 1_900);
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({
        amount: 420,
        state: "reversed",
        reason: `refund of invoice ${invoice.id}`,
      }),
    ]);
    // A due commission is taken back the same way.
    const other = await referredCustomer();
    const older = await payInvoice(db(), other.customer.id, new Date(Date.now() - 31 * DAY_MS));
    await runCommissionSweep(db(), TERMS, new Date());
    expect((await ledgerOf(other.affiliate.id))[0]).toMatchObject({ state: "due" });
    await refundInvoice(db(), older, 1_900);
    expect(await ledgerOf(other.affiliate.id)).toEqual([
      expect.objectContaining({
        amount: 570,
        state: "reversed",
        reason: `refund of invoice ${older.id}`,
      }),
    ]);
  });

  it("takes a refund of a paid commission back as a negative adjustment, due at once, and once however often the refund comes", async () => {
    const { affiliate, customer } = await referredCustomer();
    const invoice = await payInvoice(
      db(),
      customer.id,
      new Date(Date.now() - 31 * DAY_MS),
      "premium",
      "year",
    );
    await runCommissionSweep(db(), TERMS, new Date());
    const admin = await insertAccount(db(), { type: "admin" });
    expect(
      await bed.caller(admin).affiliate.admin.markPaid({ affiliateId: affiliate.id }),
    ).toMatchObject({ amount: 14_700, entries: 1 });

    await refundInvoice(db(), invoice, 9_000);
    const refundId = `local_evt_${randomUUID()}`;
    await refundInvoice(db(), invoice, 49_000, refundId);
    const adjustments = [
      {
        kind: "adjustment",
        invoiceId: invoice.id,
        customerNumber: 1,
        amount: -2_700,
        state: "due",
        reason: `partial refund of invoice ${invoice.id} ($90 of $490)`,
      },
      {
        kind: "adjustment",
        invoiceId: invoice.id,
        customerNumber: 1,
        amount: -12_000,
        state: "due",
        reason: `refund of invoice ${invoice.id}`,
      },
    ];
    const expected = [
      expect.objectContaining({ kind: "commission", amount: 14_700, state: "paid" }),
      ...adjustments.map((entry) => expect.objectContaining(entry)),
    ];
    expect(await ledgerOf(affiliate.id)).toEqual(expected);

    // The same refund again (a redelivery, then in another event) and the hourly sweep add nothing.
    await refundInvoice(db(), invoice, 49_000, refundId);
    await refundInvoice(db(), invoice, 49_000);
    await runCommissionSweep(db(), TERMS, new Date());
    expect(await ledgerOf(affiliate.id)).toEqual(expected);
  });

  it("pays back a paid commission taken back for a dispute once the dispute is won, as a second adjustment, and once", async () => {
    const { affiliate, customer } = await referredCustomer();
    const invoice = await payInvoice(
      db(),
      customer.id,
      new Date(Date.now() - 31 * DAY_MS),
      "premium",
      "year",
    );
    await runCommissionSweep(db(), TERMS, new Date());
    const admin = await insertAccount(db(), { type: "admin" });
    await bed.caller(admin).affiliate.admin.markPaid({ affiliateId: affiliate.id });

    await disputeInvoice(db(), invoice, new Date());
    const wonId = `local_evt_${randomUUID()}`;
    await disputeInvoice(db(), invoice, null, wonId);
    const expected = [
      expect.objectContaining({ kind: "commission", amount: 14_700, state: "paid" }),
      expect.objectContaining({
        kind: "adjustment",
        sourceKey: `adjustment:${invoice.id}:1`,
        amount: -14_700,
        state: "due",
        reason: `dispute of invoice ${invoice.id}`,
      }),
      expect.objectContaining({
        kind: "adjustment",
        sourceKey: `adjustment:${invoice.id}:2`,
        amount: 14_700,
        state: "due",
        reason: `dispute of invoice ${invoice.id} closed; the payment stands`,
      }),
    ];
    expect(await ledgerOf(affiliate.id)).toEqual(expected);
    // Nothing is due in all: the next payout neither takes nor pays anything for this invoice.
    await expect(
      bed.caller(admin).affiliate.admin.markPaid({ affiliateId: affiliate.id }),
    ).rejects.toThrow("The due balance is $0.00");

    // The same closing again, in another event, and the hourly sweep add nothing.
    await disputeInvoice(db(), invoice, null, wonId);
    await disputeInvoice(db(), invoice, null);
    await runCommissionSweep(db(), TERMS, new Date());
    expect(await ledgerOf(affiliate.id)).toHaveLength(3);
  });

  it("restores an unpaid commission reversed for a dispute once it is won: pending until its date, or due after it", async () => {
    const { affiliate, customer } = await referredCustomer();
    const recent = await payInvoice(db(), customer.id, new Date());
    await disputeInvoice(db(), recent, new Date());
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({ amount: 570, state: "reversed" }),
    ]);
    await disputeInvoice(db(), recent, null);
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({ amount: 570, state: "pending", reason: null }),
    ]);

    const other = await referredCustomer();
    const older = await payInvoice(db(), other.customer.id, new Date(Date.now() - 31 * DAY_MS));
    await refundInvoice(db(), older, 500);
    await disputeInvoice(db(), older, new Date());
    await disputeInvoice(db(), older, null);
    // Back to what the partial refund left, due, with that refund as its reason.
    expect(await ledgerOf(other.affiliate.id)).toEqual([
      expect.objectContaining({
        amount: 420,
        state: "due",
        reason: `partial refund of invoice ${older.id} ($5 of $19)`,
      }),
    ]);
  });

  it("uses the rate an admin set for the affiliate on the next commission, and the default again after null", async () => {
    const { affiliate, customer } = await referredCustomer();
    const admin = bed.caller(await insertAccount(db(), { type: "admin" }));
    expect(await admin.affiliate.admin.setRate({ affiliateId: affiliate.id, percent: 40 })).toEqual(
      { affiliateId: affiliate.id, ratePercent: 40 },
    );
    await payInvoice(db(), customer.id, new Date(Date.now() - 2 * DAY_MS));
    expect(
      (await bed.caller(affiliate.owner).affiliate.dashboard({ days: 30 })).terms,
    ).toMatchObject({ ratePercent: 40 });
    await admin.affiliate.admin.setRate({ affiliateId: affiliate.id, percent: null });
    await payInvoice(db(), customer.id, new Date(Date.now() - DAY_MS));
    expect(
      (await ledgerOf(affiliate.id)).map(({ rateBps, amount }) => ({ rateBps, amount })),
    ).toEqual([
      { rateBps: 4_000, amount: 760 },
      { rateBps: 3_000, amount: 570 },
    ]);
    await expect(
      admin.affiliate.admin.setRate({ affiliateId: randomUUID(), percent: 10 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("settles a refund at the rate the commission was earned at, though the affiliate's rate changed since", async () => {
    const { affiliate, customer } = await referredCustomer();
    const unpaid = await payInvoice(db(), customer.id, new Date(Date.now() - 2 * DAY_MS));
    const paid = await payInvoice(
      db(),
      customer.id,
      new Date(Date.now() - 31 * DAY_MS),
      "premium",
      "year",
    );
    await runCommissionSweep(db(), TERMS, new Date());
    const admin = bed.caller(await insertAccount(db(), { type: "admin" }));
    await admin.affiliate.admin.markPaid({ affiliateId: affiliate.id });
    await admin.affiliate.admin.setRate({ affiliateId: affiliate.id, percent: 10 });
    // $5 of $19 refunded: 30 % of the $14 kept is owed. $90 of $490 refunded after payout: 30 % of $90 is taken back.
    await refundInvoice(db(), unpaid, 500);
    await refundInvoice(db(), paid, 9_000);
    const ledger = await ledgerOf(affiliate.id);
    expect(ledger.find((entry) => entry.invoiceId === unpaid.id)).toMatchObject({
      amount: 420,
      rateBps: 3_000,
    });
    expect(ledger.filter((entry) => entry.kind === "adjustment")).toEqual([
      expect.objectContaining({ invoiceId: paid.id, amount: -2_700 }),
    ]);
  });
});
