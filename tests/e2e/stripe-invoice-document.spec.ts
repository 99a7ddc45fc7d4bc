import { register } from "./account-steps";
import { expect, test } from "./fixtures";
import { fakeStripeOrigin, stripeModeOrigin } from "./stripe-mode";

// docs/product.md#plans in billing mode "stripe" (the second browser-test server, stripe-mode.ts):
// an invoice's documents are Stripe's, its hosted page and PDF, where invoice-document.spec.ts
// finds the printable page of our own in test mode.
test.use({ baseURL: stripeModeOrigin });

/** Stripe's pages are not reachable here: the browser gets a stand-in at the address it was sent to. */
const standIn = (title: string) => ({
  contentType: "text/html",
  body: `<!doctype html><title>${title}</title><h1>${title}</h1>`,
});

test("a paid invoice's link opens Stripe's hosted invoice in a new tab, beside its PDF", async ({
  page,
  request,
}) => {
  await page
    .context()
    .route("https://checkout.stripe.test/**", (route) => route.fulfill(standIn("Stripe Checkout")));
  await page
    .context()
    .route("https://invoice.stripe.test/**", (route) => route.fulfill(standIn("Stripe invoice")));
  await register(page, "stripe-invoice", { timeout: 20_000 });
  // Opening checkout makes the member a Stripe customer; the fake then bills that customer.
  await page.goto("/billing/checkout?plan=pro&interval=month");
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.test\//);
  const { user } = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  const billed = await request.post(`${fakeStripeOrigin}/__control/invoice`, {
    form: { client_reference_id: user.id, price: "price_pro_month", amount: "1900" },
  });
  expect(billed.ok()).toBe(true);
  const { id } = (await billed.json()) as { id: string };

  // Back from Checkout where Stripe sends the member (open-stripe-checkout.ts's success_url).
  await page.goto("/account?checkout=success");
  const invoices = page.getByRole("region", { name: "Invoices" });
  const row = invoices.getByRole("row").filter({ hasText: "Pro, monthly" });
  await expect(row).toContainText("$19");
  await expect(row).toContainText("Paid");
  const view = row.getByRole("link", { name: /^View invoice/ });
  const pdf = row.getByRole("link", { name: /^PDF/ });
  await expect(view).toHaveAttribute("href", `https://invoice.stripe.test/${id}`);
  await expect(pdf).toHaveAttribute("href", `https://invoice.stripe.test/${id}/pdf`);
  for (const link of [view, pdf]) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noreferrer");
  }
  // Never our own printable page, which has no Stripe invoice to show.
  await expect(invoices.locator('a[href^="/account/invoices/"]')).toHaveCount(0);

  const opened = page.waitForEvent("popup");
  await view.click();
  const tab = await opened;
  await expect(tab).toHaveURL(`https://invoice.stripe.test/${id}`);
  await expect(tab.getByRole("heading", { name: "Stripe invoice" })).toBeVisible();
  await expect(page).toHaveURL(/\/account\?checkout=success$/);
});
