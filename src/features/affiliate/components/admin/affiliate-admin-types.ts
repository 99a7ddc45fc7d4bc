import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type AdminOutputs = inferRouterOutputs<AppRouter>["affiliate"]["admin"];

/** One row of `affiliate.admin.affiliates`: the profile with its rate, funnel and earnings. */
export type AdminAffiliate = AdminOutputs["affiliates"]["affiliates"][number];

/** One affiliate's due balance from `affiliate.admin.payouts`. */
export type DueBalance = AdminOutputs["payouts"]["balances"][number];
