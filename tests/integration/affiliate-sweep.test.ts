import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommissionSweep } from "@/features/affiliate/server/run-commission-sweep";
import { affiliateCommissions } from "@/server/db/schema";
import { createJobQueue } from "@/server/jobs/create-job-queue";
import { schedulePeriodicJobs } from "@/server/jobs/schedule-periodic-jobs";
import {
  createActiveAffiliate,
  createAffiliateTestbed,
  DAY_MS,
  payInvoice,
  refundInvoice,
  TERMS,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

/** The job's name in src/instrumentation.ts, and how often the queue looks for it here (a second, not 30). */
const JOB = "affiliate-commissions";
const FAST = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  superviseIntervalSeconds: 1,
  maintenanceIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
};

/**
 * docs/product.md#affiliate-program: the hourly sweep on the job queue makes pending commissions
 * due after the holding period, and writes what a listener missed, once.
 */
describeEachDatabase("the affiliate program's sweep", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  const ledgerOf = (affiliateId: string) =>
    db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliateId));
  async function referredCustomer() {
    const affiliate = await createActiveAffiliate(db());
    return { affiliate, customer: await bed.refer(affiliate) };
  }

  describe("on the job queue", () => {
    let queue: PgBoss;
    /** The instant the job sweeps at, and the instants of the runs done. */
    let sweepAt = new Date();
    const runs: Date[] = [];
    beforeAll(async () => {
      queue = await createJobQueue(getHandle(), FAST).start();
      const run = async () => {
        const at = sweepAt;
        await runCommissionSweep(db(), TERMS, at);
        runs.push(at);
      };
      await schedulePeriodicJobs(queue, [{ name: JOB, cron: "5 * * * *", run }], {
        pollingIntervalSeconds: 0.5,
      });
    });
    afterAll(() => queue.stop({ graceful: false }));

    /** Sends the job now, as its schedule would, and waits for the run that swept at `at`. */
    async function sweepThroughQueue(at: Date) {
      sweepAt = at;
      await queue.send(JOB);
      await expect.poll(() => runs.includes(at), { timeout: 20_000, interval: 200 }).toBe(true);
    }

    it("keeps a commission pending for 29 days and makes it due once 30 days have passed", async () => {
      const { affiliate, customer } = await referredCustomer();
      const paidAt = new Date();
      await payInvoice(db(), customer.id, paidAt);
      // No listener here: the first run writes the commission, pending until the second.
      await sweepThroughQueue(new Date(paidAt.getTime() + 29 * DAY_MS));
      expect(await ledgerOf(affiliate.id)).toEqual([expect.objectContaining({ state: "pending" })]);
      await sweepThroughQueue(new Date(paidAt.getTime() + 30 * DAY_MS + 1_000));
      expect(await ledgerOf(affiliate.id)).toEqual([
        expect.objectContaining({ state: "due", amount: 570 }),
      ]);
    });
  });

  it("writes the commission a listener missed, once however often it runs, and settles a refund it missed", async () => {
    const { affiliate, customer } = await referredCustomer();
    // No listener: the invoice is recorded, and nothing told the program.
    const invoice = await payInvoice(db(), customer.id, new Date(Date.now() - 40 * DAY_MS));
    expect(await ledgerOf(affiliate.id)).toEqual([]);
    const first = await runCommissionSweep(db(), TERMS, new Date());
    expect(first.synced).toBeGreaterThanOrEqual(1);
    // Paid 40 days ago: written and released in the same run.
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        amount: 570,
        state: "due",
        customerNumber: 1,
      }),
    ]);
    const second = await runCommissionSweep(db(), TERMS, new Date());
    expect(second.synced).toBe(0);
    expect(await ledgerOf(affiliate.id)).toHaveLength(1);
    // Whole, with its full commission: nothing to reconcile, so the next runs do not visit it.
    expect(second.visited).toBe(first.visited - 1);

    await refundInvoice(db(), invoice, 1_900);
    const afterRefund = await runCommissionSweep(db(), TERMS, new Date());
    expect(afterRefund.synced).toBe(1);
    expect(afterRefund.visited).toBe(first.visited);
    expect(await ledgerOf(affiliate.id)).toEqual([
      expect.objectContaining({ state: "reversed", reason: `refund of invoice ${invoice.id}` }),
    ]);
    expect((await runCommissionSweep(db(), TERMS, new Date())).synced).toBe(0);
  });
});
