import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import type { StripeSettings } from "@/server/billing/decide-billing-mode";
import type { BillingInterval } from "../plans";
import { getBillingDecision } from "./get-billing-mode";

export type PaidPlanId = "pro" | "premium";
export type PriceIds = StripeSettings["prices"];

export type StripeSetup = { stripe: Stripe; webhookSecret: string; prices: PriceIds };

/** The plan and interval a Stripe price id stands for, or null for a price we do not sell. */
export function planOfPrice(
  prices: PriceIds,
  priceId: string,
): { planId: PaidPlanId; interval: BillingInterval } | null {
  for (const planId of ["pro", "premium"] as const) {
    for (const interval of ["month", "year"] as const)
      if (prices[planId][interval] === priceId) return { planId, interval };
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
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

let setup: StripeSetup | null | undefined;

/** Stripe when the billing mode is "stripe" (all six STRIPE_* settings set), else null. */
export function getStripeSetup(): StripeSetup | null {
  if (setup === undefined) {
    const settings = getBillingDecision().stripe;
    setup = settings
      ? {
          stripe: createStripe(settings.secretKey, env.STRIPE_API_URL),
          webhookSecret: settings.webhookSecret,
          prices: settings.prices,
        }
      : null;
  }
  return setup;
}
