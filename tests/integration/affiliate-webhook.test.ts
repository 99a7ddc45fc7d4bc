import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { syncInvoiceCommission } from "@/features/affiliate/server/sync-invoice-commission";
import { createStripeWebhookHandler } from "@/features/billing/server/create-stripe-webhook-handler";
import { createStripe } from "@/features/billing/server/stripe-config";
import {
  affiliateCommissions,
  affiliateReferralRefusals,
  invoices,
  processedBillingEvents,
  users,
} from "@/server/db/schema";
import {
  type Affiliate,
  createActiveAffiliate,
  createAffiliateTestbed,
  listenAsAffiliateProgram,
  TERMS,
} from "./affiliate-helpers";
import { startFakeStripe } from "./fake-stripe";
import { describeEachDatabase } from "./test-databases";

const SECRET = "whsec_test_affiliate";
const prices = {
  pro: { month: "price_pro_m", year: "price_pro_y" },
  premium: { month: "price_prem_m", year: "price_prem_y" },
};

/**
 * docs/product.md#affiliate-program through Stripe's webhook (a local server plays its API): Stripe
 * does not promise the order of its events, so a refund may come before the invoice it refunds.
 */
describeEachDatabase("affiliate commissions from Stripe's webhook", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  const signer = new Stripe("sk_test_signer");
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let webhook: ReturnType<typeof createStripeWebhookHandler>;
  listenAsAffiliateProgram(db);
  beforeAll(async () => {
    fake = await startFakeStripe();
    webhook = createStripeWebhookHandler({
      getDb: db,
      setup: {
        stripe: createStripe("sk_test_marketdesk", fake.url),
        webhookSecret: SECRET,
        prices,
      },
      log: pino({ level: "silent" }),
    });
  });
  afterAll(() => fake.close());

  function deliver(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    return webhook(
      new Request("http://md.example/api/stripe/webhook", {
        method: "POST",
        body: payload,
        headers: { "stripe-signature": header },
      }),
    );
  }

  /** `userId` paying Pro monthly through Stripe: what Stripe holds, and the invoice it sends as `invoice.paid`. */
  async function stripePayer(userId: string) {
    const [stripeCustomerId, subscriptionId] = [
      `cus_${randomUUID().slice(0, 8)}`,
      `sub_${randomUUID().slice(0, 8)}`,
    ];
    await db().update(users).set({ stripeCustomerId }).where(eq(users.id, userId));
    fake.setSubscription(subscriptionId, {
      customer: stripeCustomerId,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const invoice = {
      id: `in_${subscriptionId}`,
      object: "invoice",
      customer: stripeCustomerId,
      amount_paid: 1_900,
      currency: "usd",
      lines: {
        object: "list",
        data: [
          {
            amount: 1_900,
            pricing: {
              type: "price_details",
              price_details: { price: "price_pro_m", product: "prod_x" },
            },
          },
        ],
      },
      parent: { subscription_details: { subscription: subscriptionId } },
      payments: { data: [{ payment: { payment_intent: `pi_${subscriptionId}` } }] },
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
    };
    return { invoice, paymentIntent: `pi_${subscriptionId}` };
  }

  /** A referred customer paying Pro monthly through Stripe, and their affiliate's ledger. */
  async function stripeCustomer(affiliate?: Affiliate) {
    const referrer = affiliate ?? (await createActiveAffiliate(db()));
    const customer = await bed.refer(referrer);
    const ledger = () =>
      db()
        .select()
        .from(affiliateCommissions)
        .where(eq(affiliateCommissions.affiliateId, referrer.id));
    return { customer, ledger, ...(await stripePayer(customer.id)) };
  }

  it("earns nothing on an invoice paid with a card the affiliate pays with, saying why to the affiliate and to admins", async () => {
    const affiliate = await createActiveAffiliate(db());
    const own = await stripePayer(affiliate.owner.id);
    fake.setCard(own.paymentIntent, "fp_affiliates_card");
    expect((await deliver("invoice.paid", own.invoice)).status).toBe(200);

    // Two customers with the affiliate's card, one with a card of their own.
    const paid = [];
    for (const card of ["fp_affiliates_card", "fp_customers_card", "fp_affiliates_card"]) {
      const bought = await stripeCustomer(affiliate);
      fake.setCard(bought.paymentIntent, card);
      expect((await deliver("invoice.paid", bought.invoice)).status).toBe(200);
      // Stripe delivering it again, or the hourly sweep syncing it, changes nothing.
      expect((await deliver("invoice.paid", bought.invoice)).status).toBe(200);
      await syncInvoiceCommission(db(), bought.invoice.id, TERMS, new Date());
      paid.push(bought);
    }
    const reversed = {
      amount: 570,
      state: "reversed",
      reason: "paid with a card you pay with",
    };
    expect(await paid[0]!.ledger()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ invoiceId: paid[0]!.invoice.id, ...reversed }),
        expect.objectContaining({ invoiceId: paid[1]!.invoice.id, state: "pending", reason: null }),
        expect.objectContaining({ invoiceId: paid[2]!.invoice.id, ...reversed }),
      ]),
    );
    expect(await paid[0]!.ledger()).toHaveLength(3);
    const refusals = await db()
      .select()
      .from(affiliateReferralRefusals)
      .where(eq(affiliateReferralRefusals.affiliateId, affiliate.id));
    expect(refusals).toEqual(
      [paid[0]!, paid[2]!].map(({ customer, invoice }) =>
        expect.objectContaining({
          userId: customer.id,
          code: affiliate.code,
          reason: "self_referral",
          detail: `Invoice ${invoice.id} was paid with a card the affiliate pays with: no commission.`,
        }),
      ),
    );
    // What the affiliate reads on the entry.
    expect((await bed.caller(affiliate.owner).affiliate.ledger({})).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: "reversed", reason: "paid with a card you pay with" }),
      ]),
    );
  });

  it("answers 503 to a refund before its invoice, writing nothing; redelivered after the invoice, it reverses the commission", async () => {
    const { customer, invoice, paymentIntent, ledger } = await stripeCustomer();
    const refundId = `evt_${randomUUID()}`;
    const refund = {
      id: `ch_${randomUUID().slice(0, 8)}`,
      object: "charge",
      payment_intent: paymentIntent,
      amount_refunded: 1_900,
    };
    const early = await deliver("charge.refunded", refund, refundId);
    expect(early.status).toBe(503);
    expect(
      await db()
        .select()
        .from(processedBillingEvents)
        .where(eq(processedBillingEvents.id, refundId)),
    ).toEqual([]);
    expect(await db().select().from(invoices).where(eq(invoices.userId, customer.id))).toEqual([]);
    expect(await ledger()).toEqual([]);

    expect((await deliver("invoice.paid", invoice)).status).toBe(200);
    expect(await ledger()).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        amount: 570,
        state: "pending",
        planLabel: "Pro monthly",
        reason: null,
      }),
    ]);
    const redelivered = await deliver("charge.refunded", refund, refundId);
    expect(redelivered.status).toBe(200);
    expect(await redelivered.json()).toEqual({ received: true, applied: true });
    expect(await ledger()).toEqual([
      expect.objectContaining({
        amount: 570,
        state: "reversed",
        reason: `refund of invoice ${invoice.id}`,
      }),
    ]);
  });

  it("reverses the commission when the payment is disputed, and a dispute before its invoice is refused like a refund", async () => {
    const { invoice, paymentIntent, ledger } = await stripeCustomer();
    const disputeId = `evt_${randomUUID()}`;
    const dispute = {
      id: `dp_${randomUUID().slice(0, 8)}`,
      object: "dispute",
      payment_intent: paymentIntent,
      created: Math.floor(Date.now() / 1000),
    };
    expect((await deliver("charge.dispute.created", dispute, disputeId)).status).toBe(503);
    expect(await ledger()).toEqual([]);
    expect((await deliver("invoice.paid", invoice)).status).toBe(200);
    expect((await deliver("charge.dispute.created", dispute, disputeId)).status).toBe(200);
    expect(await ledger()).toEqual([
      expect.objectContaining({
        amount: 570,
        state: "reversed",
        reason: `dispute of invoice ${invoice.id}`,
      }),
    ]);
  });

  it("restores the commission when the dispute is won or the inquiry closes, and leaves it reversed when the dispute is lost", async () => {
    for (const status of ["won", "warning_closed", "lost"] as const) {
      const { invoice, paymentIntent, ledger } = await stripeCustomer();
      const dispute = {
        id: `dp_${randomUUID().slice(0, 8)}`,
        object: "dispute",
        payment_intent: paymentIntent,
        created: Math.floor(Date.now() / 1000),
      };
      expect((await deliver("invoice.paid", invoice)).status).toBe(200);
      expect(
        (await deliver("charge.dispute.created", { ...dispute, status: "needs_response" })).status,
      ).toBe(200);
      const closedId = `evt_${randomUUID()}`;
      const closed = await deliver("charge.dispute.closed", { ...dispute, status }, closedId);
      expect(closed.status).toBe(200);
      const kept = status !== "lost";
      expect(await closed.json()).toEqual({ received: true, applied: kept });
      const [commission] = await ledger();
      expect(commission).toMatchObject(
        kept
          ? { amount: 570, state: "pending", reason: null }
          : { amount: 570, state: "reversed", reason: `dispute of invoice ${invoice.id}` },
      );
      const [stored] = await db()
        .select({ disputedAt: invoices.disputedAt })
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      expect(stored!.disputedAt === null).toBe(kept);
      // Stripe sends an event more than once: the second delivery changes nothing.
      expect(
        await (await deliver("charge.dispute.closed", { ...dispute, status }, closedId)).json(),
      ).toEqual({ received: true, applied: false });
      expect(await ledger()).toEqual([commission]);
    }
  });

  it("keeps the commission of a dispute won whose opening is delivered after its closing, and reverses it when the late opening's dispute was lost", async () => {
    for (const status of ["won", "lost"] as const) {
      const { invoice, paymentIntent, ledger } = await stripeCustomer();
      const dispute = {
        id: `dp_${randomUUID().slice(0, 8)}`,
        object: "dispute",
        payment_intent: paymentIntent,
        created: Math.floor(Date.now() / 1000),
      };
      expect((await deliver("invoice.paid", invoice)).status).toBe(200);
      expect((await deliver("charge.dispute.closed", { ...dispute, status })).status).toBe(200);
      const late = await deliver("charge.dispute.created", {
        ...dispute,
        status: "needs_response",
      });
      expect(late.status).toBe(200);
      // Applied (Stripe is not asked to send it again), and for a won dispute it changes nothing.
      expect(await late.json()).toEqual({ received: true, applied: true });
      const won = status === "won";
      expect(await ledger()).toEqual([
        expect.objectContaining(
          won
            ? { amount: 570, state: "pending", reason: null }
            : { amount: 570, state: "reversed", reason: `dispute of invoice ${invoice.id}` },
        ),
      ]);
      const [stored] = await db()
        .select({ disputedAt: invoices.disputedAt })
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      expect(stored!.disputedAt === null).toBe(won);
    }
  });
});
