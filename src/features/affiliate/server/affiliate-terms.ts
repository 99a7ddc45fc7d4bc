import "server-only";
import { env } from "@/env";

export type AffiliateTerms = {
  defaultRateBps: number;
  months: number;
  holdDays: number;
  payoutMinimum: number;
};

/** The program's terms from the settings (docs/product.md#affiliate-program): rates in basis points, money in cents. */
export function getAffiliateTerms(): AffiliateTerms {
  return {
    defaultRateBps: Math.round(env.AFFILIATE_COMMISSION_PERCENT * 100),
    months: env.AFFILIATE_COMMISSION_MONTHS,
    holdDays: env.AFFILIATE_HOLD_DAYS,
    payoutMinimum: env.AFFILIATE_PAYOUT_MINIMUM_USD * 100,
  };
}

/** Whether a due balance is paid out now: positive and at least the minimum; a smaller one rolls over. */
export const isPayable = (balance: number, payoutMinimum: number) =>
  balance > 0 && balance >= payoutMinimum;

/** The commission on `cents` at `rateBps` basis points, to the nearest cent (the sweep's SQL rounds the same way). */
export const commissionOn = (cents: number, rateBps: number) =>
  Math.round((cents * rateBps) / 10_000);
