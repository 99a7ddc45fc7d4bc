import "server-only";
import { userProcedure } from "@/server/api/trpc";
import type { PlanFeature } from "../plans";
import { getEntitlements } from "./get-entitlements";
import { upgradeRequired } from "./upgrade-required";

/**
 * A registered user whose plan includes `feature`; otherwise FORBIDDEN, with the cheapest plan that
 * has it in the message and in `data.upgrade` for the UI's prompt. It declares its own access
 * (docs/security.md, "Authorization"), so the authorization matrix checks it against the catalogue.
 */
export function planProcedure(feature: PlanFeature) {
  return userProcedure.meta({ access: { plan: feature } }).use(async ({ ctx, next }) => {
    const entitlements = await getEntitlements(ctx.db, ctx.user.id);
    if (!entitlements.features.includes(feature)) throw upgradeRequired(feature);
    return next({ ctx: { entitlements } });
  });
}
