import { createStripeWebhookHandler } from "@/features/billing/server/create-stripe-webhook-handler";
import { readStripeEvent } from "@/features/billing/server/read-stripe-event";
import { getStripeSetup } from "@/features/billing/server/stripe-config";
import { getDb } from "@/server/db/get-database";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

let handler: ReturnType<typeof createStripeWebhookHandler> | undefined;

/**
 * Stripe's webhook endpoint. Without Stripe it still reads and refuses every request as an unsigned
 * one, so an outsider cannot tell the billing mode from it (docs/security.md, "Billing modes").
 */
export async function POST(request: Request): Promise<Response> {
  const log = logger.child({ route: "stripe-webhook" });
  const setup = getStripeSetup();
  if (!setup) return readStripeEvent(request, null, log);
  handler ??= createStripeWebhookHandler({ getDb, setup, log });
  return handler(request);
}
