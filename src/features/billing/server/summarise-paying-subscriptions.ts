import "server-only";
import type { SQLWrapper } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { plans } from "../plans";
import { countSubscriptionsByPlan } from "./data";
import { getBillingMode } from "./get-billing-mode";
import { ENTITLED_STATUSES } from "./get-entitlements";

/**
 * Paying subscribers and monthly recurring revenue now (docs/product.md#analytics): subscriptions
 * that give their plan, counted by the rule entitlements use (a local test-mode one only while test
 * mode runs), each worth its plan's monthly price, a yearly one its yearly price / 12. `among`
 * narrows it to a cohort of users (auth's selectUsersRegisteredIn).
 */
export async function summarisePayingSubscriptions(db: Database, among?: SQLWrapper) {
  const providers: Array<"stripe" | "local"> =
    getBillingMode() === "local" ? ["stripe", "local"] : ["stripe"];
  const rows = await countSubscriptionsByPlan(db, {
    statuses: [...ENTITLED_STATUSES],
    providers,
    among,
  });
  let subscribers = 0;
  let monthlyRecurringCents = 0;
  for (const row of rows) {
    const prices = plans[row.planId].prices;
    subscribers += row.count;
    monthlyRecurringCents +=
      row.count * (row.interval === "year" ? prices.year.amount / 12 : prices.month.amount);
  }
  return { subscribers, monthlyRecurringCents: Math.round(monthlyRecurringCents) };
}
