import type { inferRouterOutputs } from "@trpc/server";
import type { affiliateRouter } from "@/features/affiliate/server/router";

type AffiliateOutputs = inferRouterOutputs<typeof affiliateRouter>;

/** Where the signed-in person stands in the program: `affiliate.me`. */
export type AffiliateStanding = AffiliateOutputs["me"];

/** The dashboard for one range: `affiliate.dashboard`. */
export type AffiliateDashboardData = AffiliateOutputs["dashboard"];

/** One entry of the ledger: `affiliate.ledger`. */
export type LedgerEntry = AffiliateOutputs["ledger"]["items"][number];

/** The program's terms: the standard ones before approval, the affiliate's own on the dashboard. */
export type ProgramTerms = AffiliateDashboardData["terms"];

/** Someone who applied, whatever came of it: the application's fields, the decision, and the code once approved. */
export type AffiliateProfile = Exclude<AffiliateStanding, { status: "none" }>;
