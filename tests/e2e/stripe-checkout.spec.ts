import { register } from "./account-steps";
import { expect, type Page, takeOut, test } from "./fixtures";
import { fakeStripeOrigin, stripeModeOrigin } from "./stripe-mode";

// docs/product.md#plans in billing mode "stripe": the second browser-test server, whose Stripe is a
// local fake (stripe-mode.ts), at desktop and phone widths.
test.use({ baseURL: stripeModeOrigin });

/** The Checkout Session pages the fake makes. */
const CHECKOUT_PAGE = /^https:\/\/checkout\.stripe\.test\/cs_\d+$/;

/** Stripe's hosted page is not reachable here: the browser gets a stand-in at the address it was sent to. */
async function standInForStripeCheckout(page: Page) {
  await page.route("https://checkout.stripe.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout</h1>",
    }),
  );
}

/** This server's first pages load their code cold, which on a busy machine passes the default 5 s. */
const registerHere = (page: Page) => register(page, "stripe", { timeout: 20_000 });

test("a member who chooses Pro monthly goes to the Checkout Session Stripe made, and opening checkout again reopens it", async ({
  page,
}) => {
  await standInForStripeCheckout(page);
  await registerHere(page);
  await page.goto("/pricing");
  // The call that opens the session waits until the page has been seen saying so; what it answers is kept.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answered: string[] = [];
  await page.route(
    (url) =>
      url.pathname.startsWith("/api/trpc/") &&
      url.pathname.includes("stripe.createCheckoutSession"),
    async (route) => {
      await held;
      const response = await route.fetch();
      const [answer] = (await response.json()) as Array<{
        result?: { data: { json: { url: string } } };
      }>;
      answered.push(answer?.result?.data.json.url ?? "(no session)");
      await route.fulfill({ response });
    },
  );

  await page.getByRole("region", { name: "Pro" }).getByRole("link", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\?plan=pro&interval=month$/);
  await expect(page.getByText("Subscribe to Pro, billed monthly")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Opening secure checkout…" }),
  ).toBeVisible();
  release();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  expect(answered).toEqual([page.url()]);
  await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();

  // Back on the checkout address (a reload, or Back from Stripe): the same intent, so the same session.
  const sessionPage = page.url();
  await page.goto("/billing/checkout?plan=pro&interval=month");
  await expect.poll(() => answered.length).toBe(2);
  await expect(page).toHaveURL(sessionPage);
  expect(answered).toEqual([sessionPage, sessionPage]);
});

test("when Stripe refuses, the checkout page says so in words, and Try again opens Checkout", async ({
  page,
  request,
  browserErrors,
}) => {
  await standInForStripeCheckout(page);
  await registerHere(page);
  // Only this member's checkout is refused: the other width's run of these tests may be checking out at the same time.
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  const refused = await request.post(`${fakeStripeOrigin}/__control/refuse`, {
    form: { path: "/v1/checkout/sessions", client_reference_id: session.user.id },
  });
  expect(refused.ok()).toBe(true);

  await page.goto("/billing/checkout?plan=premium&interval=year");
  await expect(
    page.getByRole("alert").filter({ hasText: "The payment service did not answer as expected." }),
  ).toBeVisible();
  await expect(page.getByText("Opening secure checkout…")).toHaveCount(0);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  // Stripe is made to refuse on purpose; the fault is upstream, so the server answers 502 for it.
  expect(takeOut(browserErrors, /status of 502/)).toBeGreaterThan(0);
});
