import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { runCommissionSweep } from "@/features/affiliate/server/run-commission-sweep";
import { affiliateCommissions, affiliatePayouts } from "@/server/db/schema";
import {
  type Account,
  type Affiliate,
  createActiveAffiliate,
  createAffiliateTestbed,
  DAY_MS,
  insertAccount,
  listenAsAffiliateProgram,
  payInvoice,
  refundInvoice,
  TERMS,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

/** docs/product.md#affiliate-program: due balances of $50 or more are paid by an admin; smaller ones roll over. */
describeEachDatabase("affiliate payouts", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  listenAsAffiliateProgram(db);
  let admin: Account;
  beforeAll(async () => {
    admin = await insertAccount(db(), { type: "admin" });
  });

  const ledgerOf = (affiliateId: string) =>
    db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliateId))
      .orderBy(asc(affiliateCommissions.createdAt));
  const payoutsOf = (affiliateId: string) =>
    db().select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliateId));
  /** A referred customer's invoice paid 31 days ago, its commission made due by the sweep. */
  async function dueCommission(
    affiliate: Affiliate,
    planId: "pro" | "premium",
    interval: "month" | "year",
  ) {
    const invoice = await payInvoice(
      db(),
      (await bed.refer(affiliate)).id,
      new Date(Date.now() - 31 * DAY_MS),
      planId,
      interval,
    );
    await runCommissionSweep(db(), TERMS, new Date());
    return invoice;
  }

  it("exports and pays a due balance of $50 or more as one payout, and rolls a smaller one over, changing nothing", async () => {
    const large = await createActiveAffiliate(db());
    const small = await createActiveAffiliate(db());
    await dueCommission(large, "premium", "year");
    await dueCommission(small, "pro", "month");
    const admins = bed.caller(admin).affiliate.admin;

    const { balances, minimum } = await admins.payouts();
    expect(minimum).toBe(5_000);
    expect(balances.find((row) => row.affiliateId === large.id)).toMatchObject({
      balance: 14_700,
      entries: 1,
      payable: true,
      payoutEmail: large.payoutEmail,
      code: large.code,
    });
    expect(balances.find((row) => row.affiliateId === small.id)).toMatchObject({
      balance: 570,
      entries: 1,
      payable: false,
    });
    const exported = await admins.exportPayouts();
    expect(exported.filename).toMatch(/^affiliate-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = exported.csv.split("\r\n");
    expect(lines[0]).toBe("affiliate,code,payout_email,amount,currency,entries,oldest_due_at");
    // A code starting with "-" is kept from being read as a formula (csvField).
    const code = large.code.startsWith("-") ? `'${large.code}` : large.code;
    expect(
      lines
        .find((line) => line.includes(large.payoutEmail))
        ?.split(",")
        .slice(0, 6),
    ).toEqual([`Publisher ${large.owner.email}`, code, large.payoutEmail, "147.00", "USD", "1"]);
    expect(exported.csv).not.toContain(small.payoutEmail);
    expect(exported.rolledOver).toBeGreaterThanOrEqual(1);

    const before = await ledgerOf(small.id);
    await expect(admins.markPaid({ affiliateId: small.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The due balance is $5.70, under the $50 minimum: it rolls over to the next payout.",
    });
    expect(await ledgerOf(small.id)).toEqual(before);
    expect(await payoutsOf(small.id)).toEqual([]);

    const paid = await admins.markPaid({ affiliateId: large.id, reference: "Wire 2026-07" });
    expect(paid).toMatchObject({ amount: 14_700, entries: 1 });
    const [payout, ...more] = await payoutsOf(large.id);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({
      id: paid.payoutId,
      amount: 14_700,
      currency: "usd",
      entryCount: 1,
      reference: "Wire 2026-07",
      markedBy: admin.id,
    });
    expect(await ledgerOf(large.id)).toEqual([
      expect.objectContaining({ state: "paid", payoutId: payout!.id, paidAt: payout!.paidAt }),
    ]);
    expect((await bed.caller(large.owner).affiliate.payouts()).payouts).toEqual([
      {
        id: payout!.id,
        amount: 14_700,
        currency: "usd",
        entryCount: 1,
        reference: "Wire 2026-07",
        paidAt: payout!.paidAt,
      },
    ]);
    // Nothing is left to pay, and the list no longer shows it.
    expect((await admins.payouts()).balances.some((row) => row.affiliateId === large.id)).toBe(
      false,
    );
    expect((await admins.exportPayouts()).csv).not.toContain(large.payoutEmail);
    await expect(admins.markPaid({ affiliateId: large.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("pays a balance once when two admins mark it paid at the same moment", async () => {
    const affiliate = await createActiveAffiliate(db());
    await dueCommission(affiliate, "premium", "year");
    const other = await insertAccount(db(), { type: "admin" });
    const answers = await Promise.allSettled([
      bed.caller(admin).affiliate.admin.markPaid({ affiliateId: affiliate.id }),
      bed.caller(other).affiliate.admin.markPaid({ affiliateId: affiliate.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await payoutsOf(affiliate.id)).toEqual([
      expect.objectContaining({ amount: 14_700, entryCount: 1 }),
    ]);
  });

  it("takes a refund after payout off the next payout", async () => {
    const affiliate = await createActiveAffiliate(db());
    const refunded = await dueCommission(affiliate, "premium", "year");
    const admins = bed.caller(admin).affiliate.admin;
    await admins.markPaid({ affiliateId: affiliate.id });
    await refundInvoice(db(), refunded, 49_000);
    // A negative balance is no payout.
    expect(
      (await admins.payouts()).balances.find((row) => row.affiliateId === affiliate.id),
    ).toMatchObject({ balance: -14_700, payable: false });
    await expect(admins.markPaid({ affiliateId: affiliate.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    await dueCommission(affiliate, "premium", "year");
    await dueCommission(affiliate, "premium", "year");
    expect(await admins.markPaid({ affiliateId: affiliate.id })).toMatchObject({
      amount: 2 * 14_700 - 14_700,
      entries: 3,
    });
    expect((await payoutsOf(affiliate.id)).map((payout) => payout.amount).sort()).toEqual([
      14_700, 14_700,
    ]);
    expect(
      (await ledgerOf(affiliate.id)).map(({ kind, amount, state }) => ({ kind, amount, state })),
    ).toEqual([
      { kind: "commission", amount: 14_700, state: "paid" },
      { kind: "adjustment", amount: -14_700, state: "paid" },
      { kind: "commission", amount: 14_700, state: "paid" },
      { kind: "commission", amount: 14_700, state: "paid" },
    ]);
  });
});
