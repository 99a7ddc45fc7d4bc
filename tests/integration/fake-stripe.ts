import type Stripe from "stripe";
import { serveFetchHandler } from "./serve-fetch-handler";

/**
 * A local HTTP server that plays the parts of Stripe's API the product calls, so the real
 * `stripe` SDK is exercised end to end (configured through its host/port/protocol options).
 * Tests set what Stripe "knows" in `subscriptions`.
 */
export async function startFakeStripe() {
  const subscriptions = new Map<string, Stripe.Subscription>();
  const calls: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey: string | null }> = [];
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${(counter += 1)}`;

  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === "POST" ? await request.text() : url.search);
    calls.push({ method: request.method, path: url.pathname, form, idempotencyKey: request.headers.get("idempotency-key") });
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/customers") return Response.json({ id: id("cus"), object: "customer", email: form.get("email"), metadata: {} });
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const session = id("cs");
      return Response.json({ id: session, object: "checkout.session", url: `https://checkout.stripe.test/${session}`, customer: form.get("customer"), client_reference_id: form.get("client_reference_id") });
    }
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") return Response.json({ id: id("bps"), object: "billing_portal.session", url: `https://billing.stripe.test/${form.get("customer")}` });
    if (subscriptionMatch) {
      const found = subscriptions.get(subscriptionMatch[1]!);
      if (!found) return Response.json({ error: { type: "invalid_request_error", message: "No such subscription" } }, { status: 404 });
      if (request.method === "POST" && form.has("cancel_at_period_end")) found.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      return Response.json(found);
    }
    return Response.json({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${url.pathname})` } }, { status: 404 });
  });

  /** What Stripe would hold for a subscription of `price`, with the period on its item (current API). */
  function setSubscription(subscriptionId: string, fields: { customer: string; price: string; status: Stripe.Subscription.Status; userId: string; periodEnd?: number; cancelAtPeriodEnd?: boolean }) {
    const periodEnd = fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: "subscription",
      customer: fields.customer,
      status: fields.status,
      cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
      metadata: { user_id: fields.userId },
      items: { object: "list", data: [{ id: `si_${subscriptionId}`, price: { id: fields.price }, current_period_end: periodEnd }], has_more: false, url: "" },
    } as unknown as Stripe.Subscription);
  }

  return { url: server.origin, calls, setSubscription, close: server.close };
}
