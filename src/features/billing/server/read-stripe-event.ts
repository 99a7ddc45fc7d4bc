import "server-only";
import type Stripe from "stripe";
import { readLimitedBody } from "@/server/api/read-limited-body";
import type { Logger } from "@/server/logger";

/**
 * The largest body read (docs/security.md, "Input limits"): Stripe's events are a few kilobytes,
 * so this only stops an oversized upload before it is held in memory or verified.
 */
export const STRIPE_EVENT_MAX_BYTES = 1_000_000;

type VerifyEvent = (body: Buffer, signature: string) => Stripe.Event;

/**
 * A webhook request's verified event, or the answer refusing it: 413 past 1 MB, 400 for a bad or
 * missing signature. Without Stripe (`verify` null) nothing verifies, so every request gets the
 * answers a forged one gets in Stripe mode: the route does not tell the billing mode
 * (docs/security.md, "Billing modes").
 * @see https://docs.stripe.com/webhooks#verify-events
 */
export async function readStripeEvent(
  request: Request,
  verify: null,
  log: Logger,
): Promise<Response>;
export async function readStripeEvent(
  request: Request,
  verify: VerifyEvent,
  log: Logger,
): Promise<Stripe.Event | Response>;
export async function readStripeEvent(
  request: Request,
  verify: VerifyEvent | null,
  log: Logger,
): Promise<Stripe.Event | Response> {
  const signature = request.headers.get("stripe-signature");
  const rawBody = await readLimitedBody(request, STRIPE_EVENT_MAX_BYTES);
  if (rawBody === "too-large")
    return Response.json(
      { error: "A Stripe event is at most 1 MB; this body is larger." },
      { status: 413 },
    );
  try {
    if (!verify) throw new Error("billing is not in Stripe mode, so no event verifies");
    if (!signature) throw new Error("missing Stripe-Signature header");
    return verify(Buffer.from(rawBody), signature);
  } catch (error) {
    log.warn({ err: error }, "refused a Stripe webhook with a bad signature");
    return Response.json({ error: "The signature does not match this payload." }, { status: 400 });
  }
}
