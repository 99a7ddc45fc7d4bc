import { createStripeWebhookHandler } from "@/features/billing/server/create-stripe-webhook-handler";
import { getStripeSetup } from "@/features/billing/server/stripe-config";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { getDb } from "@/server/db/get-database";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

let handler: ReturnType<typeof createStripeWebhookHandler> | undefined;

/** Stripe's webhook endpoint; without Stripe keys (local billing) there is nothing to receive. */
export async function POST(request: Request): Promise<Response> {
  const setup = getStripeSetup();
  if (!setup) return Response.json({ error: "Stripe is not configured on this server (local billing)." }, { status: 404 });
  handler ??= createStripeWebhookHandler({ getDb, setup, getAnalytics: getServerAnalytics, log: logger.child({ route: "stripe-webhook" }) });
  return handler(request);
}
