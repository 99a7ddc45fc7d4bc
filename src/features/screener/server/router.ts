import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { cheapestPlanWith, featureNames } from "@/lib/billing/plans";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { technicalFiltersBeyondPreset } from "../allowed-filter";
import { presets } from "../presets";
import { screenRequestSchema } from "../screen-filter";
import { getScreenOptions, runScreen } from "./data";

const presetIds = presets.map((preset) => preset.id) as [string, ...string[]];

export const screenerRouter = createTRPCRouter({
  /** A screen over the whole universe; technical filters beyond a preset's own need a plan that has them. */
  run: publicProcedure.input(screenRequestSchema.extend({ preset: z.enum(presetIds, { message: "That preset does not exist." }).optional() })).query(async ({ ctx, input }) => {
    const technical = technicalFiltersBeyondPreset(input.filter, input.preset);
    if (technical.length > 0) {
      const entitlements = await getEntitlements(ctx.db, ctx.session?.user.id ?? null);
      if (!entitlements.features.includes("technical_filters")) {
        const plan = cheapestPlanWith("technical_filters");
        throw new TRPCError({ code: "FORBIDDEN", message: `${featureNames.technical_filters} are part of ${plan.name}. Upgrade at /pricing.`, cause: new UpgradeRequiredError(plan.id, "technical_filters") });
      }
    }
    return runScreen(ctx.db, input);
  }),

  /** The sector, industry and country choices, and where the data comes from. */
  options: publicProcedure.query(({ ctx }) => getScreenOptions(ctx.db)),
});
