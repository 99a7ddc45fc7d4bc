import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import type { BillingInterval } from "@/lib/billing/plans";

export type PaidPlanId = "pro" | "premium";
export type PriceIds = Record<PaidPlanId, Record<BillingInterval, string | undefined>>;

export type StripeSetup = { stripe: Stripe; webhookSecret: string; prices: PriceIds };

/** The Stripe price ids of each paid plan and interval (STRIPE_PRICE_*). */
export function getPriceIds(): PriceIds {
  return {
    pro: { month: env.STRIPE_PRICE_PRO_MONTH, year: env.STRIPE_PRICE_PRO_YEAR },
    premium: { month: env.STRIPE_PRICE_PREMIUM_MONTH, year: env.STRIPE_PRICE_PREMIUM_YEAR },
  };
}

/** The plan and interval a Stripe price id stands for, or null for a price we do not sell. */
export function planOfPrice(prices: PriceIds, priceId: string): { planId: PaidPlanId; interval: BillingInterval } | null {
  for (const planId of ["pro", "premium"] as const) {
    for (const interval of ["month", "year"] as const) if (prices[planId][interval] === priceId) return { planId, interval };
  }
  return null;
}

/**
 * A Stripe client, `host`/`port`/`protocol` taken from STRIPE_API_URL when set (tests point it at a
 * local server that plays Stripe's API).
 * @see https://github.com/stripe/stripe-node#configuration
 */
export function createStripe(secretKey: string, apiUrl?: string): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

let setup: StripeSetup | null | undefined;

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; null means local billing. */
export function getStripeSetup(): StripeSetup | null {
  if (setup === undefined) {
    setup = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? { stripe: createStripe(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL), webhookSecret: env.STRIPE_WEBHOOK_SECRET, prices: getPriceIds() } : null;
  }
  return setup;
}
