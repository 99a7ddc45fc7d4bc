import type Stripe from "stripe";
import { serveFetchHandler } from "./serve-fetch-handler";

type Interval = "month" | "year";
const PERIOD_SECONDS: Record<Interval, number> = { month: 30 * 86_400, year: 365 * 86_400 };

/**
 * A local HTTP server that plays the parts of Stripe's API the product calls, so the real
 * `stripe` SDK is exercised end to end (configured through its host/port/protocol options).
 * Tests set what Stripe "knows" in `subscriptions` and `invoices`; `intervalOf` says which prices
 * bill yearly, so a change of billing period starts a new period as Stripe's does. As Stripe does,
 * it answers a Checkout Session asked for again under the same Idempotency-Key with the first one.
 * A test in another process (the browser tests' Stripe-mode server, tests/e2e/stripe-mode.ts)
 * reaches it on a fixed `port` and makes it refuse the next request to a path by POSTing that
 * path to `/__control/refuse` (with a `client_reference_id`, only that user's next request), and
 * gives a user's customer (the one their last Checkout Session was for) a paid invoice of a `price`
 * and `amount` by POSTing them and the user's `client_reference_id` to `/__control/invoice`.
 * Every payment intent was paid with a card: `setCard` says which, by its fingerprint; by default
 * a card of its own.
 */
export async function startFakeStripe({
  intervalOf = () => "month",
  port = 0,
}: {
  intervalOf?: (price: string) => Interval;
  port?: number;
} = {}) {
  const subscriptions = new Map<string, Stripe.Subscription>();
  const invoices: Stripe.Invoice[] = [];
  const calls: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    idempotencyKey: string | null;
  }> = [];
  const sessionsByKey = new Map<string, Record<string, unknown>>();
  /** The customer of each user's latest Checkout Session, by client_reference_id. */
  const customerOfUser = new Map<string, string>();
  /** The card fingerprint each payment intent was paid with (Stripe's `card.fingerprint`). */
  const cards = new Map<string, string>();
  const setCard = (paymentIntentId: string, fingerprint: string) =>
    void cards.set(paymentIntentId, fingerprint);
  /**
   * Paths whose next request gets an error, as many times as counted, keyed `path|client` where
   * `client` is the client_reference_id the refusal is for (empty: any). A refusal for one user
   * cannot be taken by another test's checkout running at the same time.
   */
  const refusals = new Map<string, number>();
  const takeRefusal = (path: string, form: URLSearchParams) => {
    for (const key of [`${path}|${form.get("client_reference_id") ?? ""}`, `${path}|`]) {
      const left = refusals.get(key) ?? 0;
      if (left > 0) {
        refusals.set(key, left - 1);
        return true;
      }
    }
    return false;
  };
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${(counter += 1)}`;

  /** A subscription update: cancel at period end, and a new price on its item (prorated, which the call records). */
  function update(found: Stripe.Subscription, form: URLSearchParams) {
    if (form.has("cancel_at_period_end"))
      found.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
    const price = form.get("items[0][price]");
    const item = found.items.data.find((candidate) => candidate.id === form.get("items[0][id]"));
    if (!price || !item) return;
    if (intervalOf(price) !== intervalOf(item.price.id))
      item.current_period_end = Math.floor(Date.now() / 1000) + PERIOD_SECONDS[intervalOf(price)];
    item.price = { id: price } as Stripe.Price;
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === "POST" ? await request.text() : url.search);
    if (request.method === "POST" && url.pathname === "/__control/refuse") {
      const key = `${form.get("path") ?? ""}|${form.get("client_reference_id") ?? ""}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
      return Response.json({ refused: key });
    }
    if (request.method === "POST" && url.pathname === "/__control/invoice") {
      const customer = customerOfUser.get(form.get("client_reference_id") ?? "");
      if (!customer) return Response.json({ error: "no checkout for that user" }, { status: 404 });
      const lines: Array<[string, number]> = [
        [form.get("price") ?? "", Number(form.get("amount"))],
      ];
      const created = Math.floor(Date.now() / 1000);
      return Response.json({ id: addInvoice({ customer, status: "paid", lines, created }) });
    }
    const idempotencyKey = request.headers.get("idempotency-key");
    calls.push({ method: request.method, path: url.pathname, form, idempotencyKey });
    if (takeRefusal(url.pathname, form)) {
      // A 4xx, which stripe-node does not retry: the caller sees Stripe's refusal at once.
      return Response.json(
        { error: { type: "invalid_request_error", message: "Refused by the test" } },
        { status: 400 },
      );
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && intentMatch) {
      const intent = intentMatch[1]!;
      const method = {
        id: `pm_${intent}`,
        object: "payment_method",
        type: "card",
        card: { brand: "visa", last4: "4242", fingerprint: cards.get(intent) ?? `fp_${intent}` },
      };
      // As Stripe, the payment method is an id unless the request expands it.
      const expanded = [...form.entries()].some(
        ([key, value]) => key.startsWith("expand[") && value === "payment_method",
      );
      return Response.json({
        id: intent,
        object: "payment_intent",
        status: "succeeded",
        payment_method: expanded ? method : method.id,
      });
    }
    if (request.method === "POST" && url.pathname === "/v1/customers")
      return Response.json({
        id: id("cus"),
        object: "customer",
        email: form.get("email"),
        metadata: {},
      });
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const replayed = idempotencyKey ? sessionsByKey.get(idempotencyKey) : undefined;
      if (replayed) return Response.json(replayed);
      const session = id("cs");
      const created = {
        id: session,
        object: "checkout.session",
        url: `https://checkout.stripe.test/${session}`,
        customer: form.get("customer"),
        client_reference_id: form.get("client_reference_id"),
      };
      if (idempotencyKey) sessionsByKey.set(idempotencyKey, created);
      const user = form.get("client_reference_id");
      const customer = form.get("customer");
      if (user && customer) customerOfUser.set(user, customer);
      return Response.json(created);
    }
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions")
      return Response.json({
        id: id("bps"),
        object: "billing_portal.session",
        url: `https://billing.stripe.test/${form.get("customer")}`,
      });
    if (request.method === "GET" && url.pathname === "/v1/invoices") {
      const data = invoices
        .filter((invoice) => invoice.customer === form.get("customer"))
        .slice(0, Number(form.get("limit") ?? 10));
      return Response.json({ object: "list", data, has_more: false, url: "/v1/invoices" });
    }
    if (subscriptionMatch) {
      const found = subscriptions.get(subscriptionMatch[1]!);
      if (!found)
        return Response.json(
          { error: { type: "invalid_request_error", message: "No such subscription" } },
          { status: 404 },
        );
      if (request.method === "POST") update(found, form);
      // subscriptions.cancel: ends it at once.
      if (request.method === "DELETE") found.status = "canceled";
      return Response.json(found);
    }
    return Response.json(
      {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      },
      { status: 404 },
    );
  }

  const server = await serveFetchHandler(answer, { port });

  /** What Stripe would hold for a subscription of `price`, with the period on its item (current API). */
  function setSubscription(
    subscriptionId: string,
    fields: {
      customer: string;
      price: string;
      status: Stripe.Subscription.Status;
      userId: string;
      periodEnd?: number;
      cancelAtPeriodEnd?: boolean;
    },
  ) {
    const periodEnd =
      fields.periodEnd ?? Math.floor(Date.now() / 1000) + PERIOD_SECONDS[intervalOf(fields.price)];
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: "subscription",
      customer: fields.customer,
      status: fields.status,
      cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
      metadata: { user_id: fields.userId },
      items: {
        object: "list",
        data: [
          {
            id: `si_${subscriptionId}`,
            price: { id: fields.price },
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
        url: "",
      },
    } as unknown as Stripe.Subscription);
  }

  /** An invoice Stripe holds for `customer`, newest first as Stripe lists them; `lines` are [price, amount] pairs. */
  function addInvoice(fields: {
    customer: string;
    status: Stripe.Invoice.Status;
    lines: Array<[string, number]>;
    created: number;
  }) {
    const invoiceId = id("in");
    const total = fields.lines.reduce((sum, [, amount]) => sum + amount, 0);
    invoices.unshift({
      id: invoiceId,
      object: "invoice",
      customer: fields.customer,
      status: fields.status,
      created: fields.created,
      currency: "usd",
      amount_due: total,
      amount_paid: fields.status === "paid" ? total : 0,
      hosted_invoice_url: `https://invoice.stripe.test/${invoiceId}`,
      invoice_pdf: `https://invoice.stripe.test/${invoiceId}/pdf`,
      status_transitions: { paid_at: fields.status === "paid" ? fields.created : null },
      lines: {
        object: "list",
        data: fields.lines.map(([price, amount]) => ({
          amount,
          pricing: { type: "price_details", price_details: { price, product: "prod_x" } },
        })),
        has_more: false,
        url: "",
      },
    } as unknown as Stripe.Invoice);
    return invoiceId;
  }

  return { url: server.origin, calls, setSubscription, addInvoice, setCard, close: server.close };
}
