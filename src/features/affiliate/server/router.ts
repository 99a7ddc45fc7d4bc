import "server-only";
import { TRPCError } from "@trpc/server";
import { findUser, recordSignInFrom } from "@/features/auth/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import { createTRPCRouter, userProcedure } from "@/server/api/trpc";
import type { Database } from "@/server/db/create-database";
import { applyInput, createLinkInput, dashboardInput, ledgerInput } from "../affiliate-inputs";
import { affiliateLinkKey } from "../build-affiliate-link";
import { createAffiliateAdminRouter } from "./admin-router";
import { type AffiliateTerms, getAffiliateTerms } from "./affiliate-terms";
import { applyToProgram } from "./apply-to-program";
import { countLinks, findAffiliateOfUser, listLedger, listPayouts, sumEarnings } from "./data";
import { saveLink } from "./mutations";
import { readAffiliateDashboard } from "./read-affiliate-dashboard";

/** The most links one affiliate builds: each counts its clicks, and a hundred covers every channel. */
const MAX_LINKS = 100;

type Deps = {
  getAnalytics?: () => ServerAnalytics | null;
  getTerms?: () => AffiliateTerms;
  now?: () => Date;
};

/** The caller's affiliate profile once approved (suspended ones keep their ledger); NOT_FOUND for anyone else. */
async function requireAffiliate(db: Database, userId: string) {
  const affiliate = await findAffiliateOfUser(db, userId);
  if (!affiliate?.code || (affiliate.status !== "active" && affiliate.status !== "suspended"))
    throw new TRPCError({
      code: "NOT_FOUND",
      message: "You are not an affiliate yet: apply at /affiliate.",
    });
  return affiliate;
}

/**
 * /affiliate (docs/product.md#affiliate-program): the application, and for an affiliate their
 * dashboard, ledger, payouts and link builder. Every procedure reads the caller's own profile only,
 * so an affiliate never reaches another's figures; referred customers appear as numbers.
 */
export function createAffiliateRouter({
  getAnalytics = getServerAnalytics,
  getTerms = getAffiliateTerms,
  now = () => new Date(),
}: Deps = {}) {
  return createTRPCRouter({
    /**
     * Where the caller stands: never applied, waiting, rejected (with the note), active or
     * suspended; whether they may apply; and what they have earned and not yet been paid (pending
     * and due, adjustments counted), which deleting the account gives up.
     */
    me: userProcedure.meta({ access: "registered" }).query(async ({ ctx }) => {
      const [affiliate, account] = await Promise.all([
        findAffiliateOfUser(ctx.db, ctx.user.id),
        findUser(ctx.db, ctx.user.id),
      ]);
      const emailVerified = Boolean(account?.emailVerifiedAt);
      if (!affiliate)
        return {
          status: "none" as const,
          emailVerified,
          payoutMinimum: getTerms().payoutMinimum,
          unpaid: 0,
        };
      // docs/product.md#affiliate-program: a browser the affiliate comes back in refers no one.
      await recordSignInFrom(ctx.db, ctx.user.id, ctx.headers);
      const {
        status,
        code,
        name,
        website,
        promotion,
        payoutEmail,
        appliedAt,
        reviewNote,
        reviewedAt,
      } = affiliate;
      const earnings = (await sumEarnings(ctx.db, [affiliate.id])).get(affiliate.id)!;
      const unpaid = Math.max(0, earnings.pending + earnings.due);
      return {
        status,
        emailVerified,
        code,
        name,
        website,
        promotion,
        payoutEmail,
        appliedAt,
        reviewNote,
        reviewedAt,
        payoutMinimum: getTerms().payoutMinimum,
        unpaid,
      };
    }),

    // Not `apply`: tRPC reserves it (with `call` and `then`), and refuses to build the router.
    submitApplication: userProcedure
      .meta({ access: "registered" })
      .input(applyInput)
      .mutation(({ ctx, input }) =>
        applyToProgram({
          db: ctx.db,
          userId: ctx.user.id,
          input,
          headers: ctx.headers,
          analytics: getAnalytics(),
        }),
      ),

    dashboard: userProcedure
      .meta({ access: "registered" })
      .input(dashboardInput)
      .query(async ({ ctx, input }) =>
        readAffiliateDashboard(ctx.db, await requireAffiliate(ctx.db, ctx.user.id), {
          days: input.days,
          now: now(),
          terms: getTerms(),
          headers: ctx.headers,
        }),
      ),

    ledger: userProcedure
      .meta({ access: "registered" })
      .input(ledgerInput)
      .query(async ({ ctx, input }) =>
        listLedger(
          ctx.db,
          (await requireAffiliate(ctx.db, ctx.user.id)).id,
          input.cursor ?? null,
          input.limit,
        ),
      ),

    payouts: userProcedure.meta({ access: "registered" }).query(async ({ ctx }) => ({
      payouts: await listPayouts(ctx.db, (await requireAffiliate(ctx.db, ctx.user.id)).id),
    })),

    /** Builds a link to a page of the site with UTM fields; the same link again is the one already built. */
    createLink: userProcedure
      .meta({ access: "registered" })
      .input(createLinkInput)
      .mutation(async ({ ctx, input }) => {
        const affiliate = await requireAffiliate(ctx.db, ctx.user.id);
        if (affiliate.status !== "active")
          throw new TRPCError({
            code: "FORBIDDEN",
            message: "Your affiliate account is suspended: new links would record nothing.",
          });
        const fields = {
          path: input.path,
          utmSource: input.utm_source ?? null,
          utmMedium: input.utm_medium ?? null,
          utmCampaign: input.utm_campaign ?? null,
          utmTerm: input.utm_term ?? null,
          utmContent: input.utm_content ?? null,
        };
        const linkKey = affiliateLinkKey(input);
        if ((await countLinks(ctx.db, affiliate.id)) >= MAX_LINKS)
          throw new TRPCError({
            code: "BAD_REQUEST",
            message: `You have ${MAX_LINKS} links, the most there can be. Reuse one of them.`,
          });
        const { link, created } = await saveLink(ctx.db, {
          affiliateId: affiliate.id,
          linkKey,
          ...fields,
        });
        if (created) {
          const hasUtm = [
            input.utm_source,
            input.utm_medium,
            input.utm_campaign,
            input.utm_term,
            input.utm_content,
          ].some(Boolean);
          getAnalytics()?.capture("affiliate_link_created", ctx.user.id, {
            ...serverEventFields(),
            affiliate_id: affiliate.code!,
            has_utm: hasUtm,
          });
        }
        return { id: link.id, created };
      }),

    admin: createAffiliateAdminRouter({ getAnalytics, getTerms, now }),
  });
}

export const affiliateRouter = createAffiliateRouter();
