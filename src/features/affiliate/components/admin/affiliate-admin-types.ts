import type { inferRouterOutputs } from "@trpc/server";
import type { affiliateRouter } from "@/features/affiliate/server/router";

type AdminOutputs = inferRouterOutputs<typeof affiliateRouter>["admin"];

/** One row of `affiliate.admin.affiliates`: the profile with its rate, funnel and earnings. */
export type AdminAffiliate = AdminOutputs["affiliates"]["affiliates"][number];

/** One affiliate's due balance from `affiliate.admin.payouts`. */
export type DueBalance = AdminOutputs["payouts"]["balances"][number];
