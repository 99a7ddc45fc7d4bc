import "server-only";
import { env } from "@/env";

/** The 30 days a recorded click counts for, as the browser keeps its attribution (docs/behaviour.md#constants). */
export const CLICK_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type AffiliateTerms = { defaultRateBps: number; months: number; holdDays: number; payoutMinimum: number };

/** The program's terms from the settings (docs/product.md#affiliate-program): rates in basis points, money in cents. */
export function getAffiliateTerms(): AffiliateTerms {
  return {
    defaultRateBps: Math.round(env.AFFILIATE_COMMISSION_PERCENT * 100),
    months: env.AFFILIATE_COMMISSION_MONTHS,
    holdDays: env.AFFILIATE_HOLD_DAYS,
    payoutMinimum: env.AFFILIATE_PAYOUT_MINIMUM_USD * 100,
  };
}
