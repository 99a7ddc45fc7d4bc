import { createStripeWebhookHandler } from "@/features/billing/server/create-stripe-webhook-handler";
import { getBillingMode } from "@/features/billing/server/get-billing-mode";
import { getStripeSetup } from "@/features/billing/server/stripe-config";
import { getDb } from "@/server/db/get-database";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

let handler: ReturnType<typeof createStripeWebhookHandler> | undefined;

/** Stripe's webhook endpoint: it exists only when the billing mode is "stripe" (docs/security.md, "Billing modes"). */
export async function POST(request: Request): Promise<Response> {
  const setup = getStripeSetup();
  if (!setup)
    return Response.json(
      {
        error: `Stripe is not configured on this server (billing mode "${getBillingMode()}"), so there are no Stripe events to receive.`,
      },
      { status: 404 },
    );
  handler ??= createStripeWebhookHandler({
    getDb,
    setup,
    log: logger.child({ route: "stripe-webhook" }),
  });
  return handler(request);
}
