import "server-only";
import { TRPCError } from "@trpc/server";
import { getMailer, type Mailer } from "@/features/mail/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import {
  affiliateListInput,
  commissionRateInput,
  markPayoutInput,
  refusalListInput,
  reviewInput,
} from "../affiliate-inputs";
import { type AffiliateTerms, isPayable } from "./affiliate-terms";
import { assertNotOwnAffiliate } from "./assert-not-own-affiliate";
import {
  countApplications,
  countFunnels,
  listAffiliates,
  listDueBalances,
  listRefusals,
  sumEarnings,
} from "./data";
import { exportDuePayouts } from "./export-due-payouts";
import { saveCommissionRate, savePayout } from "./mutations";
import { reviewAffiliate } from "./review-affiliate";

type Deps = {
  getAnalytics: () => ServerAnalytics | null;
  getTerms: () => AffiliateTerms;
  now: () => Date;
  getMailer?: () => Mailer;
};

/**
 * /admin/affiliates (docs/product.md#affiliate-program), administrators only: applications and
 * affiliates with their funnels, decisions (mailed), per-affiliate rates, refused attributions,
 * due payouts, the payout export, and marking a payout paid.
 */
export function createAffiliateAdminRouter({
  getAnalytics,
  getTerms,
  now,
  getMailer: mailer = getMailer,
}: Deps) {
  return createTRPCRouter({
    affiliates: adminProcedure
      .meta({ access: "admin" })
      .input(affiliateListInput)
      .query(async ({ ctx, input }) => {
        const { rows, more } = await listAffiliates(ctx.db, input.status ?? null);
        const ids = rows.map((row) => row.id);
        const [funnels, earnings, applications] = await Promise.all([
          countFunnels(ctx.db, ids, new Date(0), now()),
          sumEarnings(ctx.db, ids),
          countApplications(ctx.db),
        ]);
        const defaultRatePercent = getTerms().defaultRateBps / 100;
        return {
          applications,
          defaultRatePercent,
          /** More affiliates than the list holds: the newest are shown. */
          more,
          affiliates: rows.map(({ appliedFrom: _hash, commissionRateBps, ...row }) => ({
            ...row,
            ratePercent: commissionRateBps === null ? null : commissionRateBps / 100,
            funnel: funnels.get(row.id)!,
            earnings: earnings.get(row.id)!,
          })),
        };
      }),

    review: adminProcedure
      .meta({ access: "admin" })
      .input(reviewInput)
      .mutation(async ({ ctx, input }) => {
        await assertNotOwnAffiliate(ctx.db, ctx.user.id, input.affiliateId);
        return reviewAffiliate({ db: ctx.db, mailer: mailer(), analytics: getAnalytics() }, input);
      }),

    /** Sets an affiliate's own rate, or back to the default with null; it applies to invoices paid from now on. */
    setRate: adminProcedure
      .meta({ access: "admin" })
      .input(commissionRateInput)
      .mutation(async ({ ctx, input }) => {
        await assertNotOwnAffiliate(ctx.db, ctx.user.id, input.affiliateId);
        const bps = input.percent === null ? null : Math.round(input.percent * 100);
        if (!(await saveCommissionRate(ctx.db, input.affiliateId, bps)))
          throw new TRPCError({ code: "NOT_FOUND", message: "There is no such affiliate." });
        return { affiliateId: input.affiliateId, ratePercent: input.percent };
      }),

    refusals: adminProcedure
      .meta({ access: "admin" })
      .input(refusalListInput)
      .query(({ ctx, input }) => listRefusals(ctx.db, input.beforeId ?? null, input.limit)),

    /** Due balances per affiliate, each marked payable or rolling over (under the minimum). */
    payouts: adminProcedure.meta({ access: "admin" }).query(async ({ ctx }) => {
      const minimum = getTerms().payoutMinimum;
      const balances = await listDueBalances(ctx.db);
      return {
        minimum,
        balances: balances.map((row) => ({ ...row, payable: isPayable(row.balance, minimum) })),
      };
    }),

    exportPayouts: adminProcedure
      .meta({ access: "admin" })
      .query(({ ctx }) => exportDuePayouts(ctx.db, getTerms().payoutMinimum, now())),

    markPaid: adminProcedure
      .meta({ access: "admin" })
      .input(markPayoutInput)
      .mutation(async ({ ctx, input }) => {
        const affiliate = await assertNotOwnAffiliate(ctx.db, ctx.user.id, input.affiliateId);
        const minimum = getTerms().payoutMinimum;
        const result = await savePayout(ctx.db, {
          affiliateId: input.affiliateId,
          markedBy: ctx.user.id,
          reference: input.reference || null,
          minimum,
          now: now(),
        });
        if (!result.paid) {
          const owed = `$${(result.balance / 100).toFixed(2)}`;
          throw new TRPCError({
            code: "BAD_REQUEST",
            message: `The due balance is ${owed}, under the $${minimum / 100} minimum: it rolls over to the next payout.`,
          });
        }
        const { payout } = result;
        getAnalytics()?.capture("affiliate_payout_marked", ctx.user.id, {
          ...serverEventFields(),
          affiliate_id: affiliate.code ?? affiliate.id,
          amount: payout.amount,
          entries: payout.entryCount,
        });
        return { payoutId: payout.id, amount: payout.amount, entries: payout.entryCount };
      }),
  });
}
