import { register } from "./account-steps";
import { expect, type Page, takeOut, test } from "./fixtures";

// docs/product.md#plans, in local billing (the browser tests' embedded server), at desktop and phone widths.

/** A registered user on `plan`, paid through the test-mode checkout. */
async function subscribe(page: Page, plan: "pro" | "premium", interval: "month" | "year") {
  await register(page, `${plan}-${interval}`);
  await page.goto(`/billing/checkout?plan=${plan}&interval=${interval}`);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/account\?checkout=success$/);
}

test("a visitor who chooses Pro yearly registers and lands on that checkout; once paid, Pro yearly cannot be bought again", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/pricing");
  const free = page.getByRole("region", { name: "Free" });
  const pro = page.getByRole("region", { name: "Pro" });
  await expect(free.getByRole("link", { name: "Start free" })).toHaveAttribute("href", "/register");
  await page.getByRole("radio", { name: /^Yearly/ }).click();
  await expect(pro.getByText("$15.83", { exact: true })).toBeVisible();
  await expect(pro.getByText("Billed $190 yearly — save 17%")).toBeVisible();
  await expect(page.getByText("Your plan")).toHaveCount(0);

  await pro.getByRole("link", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(/\/register\?callbackUrl=/);
  await register(page, "intent-pro", {
    openForm: false,
    landsOn: /\/billing\/checkout\?plan=pro&interval=year$/,
  });
  await expect(page.getByText("Test mode — no card is charged.")).toBeVisible();
  await page.getByRole("button", { name: "Pay $190 (test mode)" }).click();

  await expect(page).toHaveURL(/\/account\?checkout=success$/);
  await expect(page.getByRole("heading", { name: "Pro plan" })).toBeVisible();
  await expect(page.getByText("Pro", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews yearly on /)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Invoices" })
      .getByRole("row", { name: /Pro, yearly \$190 Paid/ }),
  ).toBeVisible();

  await page.goto("/pricing");
  await page.getByRole("radio", { name: /^Yearly/ }).click();
  await expect(pro.getByText("Your plan")).toBeVisible();
  await expect(free.getByText("Your plan")).toHaveCount(0);
  await expect(pro.getByRole("button", { name: "Pro: your current plan" })).toBeDisabled();
  await page.getByRole("radio", { name: "Monthly" }).click();
  await expect(pro.getByRole("link", { name: "Switch to monthly billing" })).toBeVisible();

  // The checkout address says so too, and the server refuses a second payment whatever the page offers.
  await page.goto("/billing/checkout?plan=pro&interval=year");
  await expect(
    page.getByText("You are already on Pro (yearly), so there is nothing to pay."),
  ).toBeVisible();
  const refused = await page.evaluate(async () => {
    const response = await fetch("/api/trpc/stripe.completeLocalCheckout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { planId: "pro", interval: "year" } }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { error: { json: { message: string } } },
    };
  });
  expect(refused.status).toBe(409);
  expect(refused.body.error.json.message).toBe(
    "You are already on Pro (yearly). Choose another plan or billing period to change it.",
  );
  // Buying the plan already held is refused on purpose (CONFLICT).
  expect(takeOut(browserErrors, /status of 409/)).toBeGreaterThan(0);
});

test("a subscriber upgrades, switches to yearly billing, sees the invoices, cancels after confirming and resumes", async ({
  page,
}) => {
  await subscribe(page, "pro", "month");

  await page.goto("/pricing");
  await page
    .getByRole("region", { name: "Premium" })
    .getByRole("link", { name: "Switch to Premium" })
    .click();
  await expect(page).toHaveURL(/\/billing\/checkout\?plan=premium&interval=month$/);
  await expect(page.getByText("You are on Pro, billed monthly.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm change" }).click();
  await expect(page).toHaveURL(/\/account\?changed=plan$/);
  await expect(page.getByText("Your plan is now Premium, billed monthly.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium plan" })).toBeVisible();

  await page.goto("/pricing");
  await page.getByRole("radio", { name: /^Yearly/ }).click();
  await page
    .getByRole("region", { name: "Premium" })
    .getByRole("link", { name: "Switch to yearly billing" })
    .click();
  await page.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByText("Your plan is now Premium, billed yearly.")).toBeVisible();
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByRole("row", { name: /Premium, yearly/ })).toBeVisible();
  await expect(invoices.getByRole("row", { name: /Pro, monthly \$19 Paid/ })).toBeVisible();

  // Cancelling asks first; keeping the plan changes nothing.
  await page.getByRole("button", { name: "Cancel plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Premium?" });
  await expect(dialog).toContainText("You keep Premium until");
  await dialog.getByRole("button", { name: "Keep Premium" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Cancels on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await page.getByRole("button", { name: "Resume Premium" }).click();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews yearly on /)).toBeVisible();
});

test("Pro unlocks CSV export in the screener", async ({ page, isMobile }) => {
  test.skip(
    isMobile,
    "the export button is checked at desktop width; the screener's own tests cover the phone layout",
  );
  await subscribe(page, "pro", "month");
  await page.goto("/screener?preset=mega-caps");
  await expect(page.locator("[data-hydrated]")).toBeAttached({ timeout: 20_000 }); // the rows come before the buttons answer
  const download = page.waitForEvent("download");
  // Exactly the export's own button: the locked one is "Export CSV, locked".
  await page.getByRole("button", { name: "Export CSV", exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^marketdesk-screen-\d{4}-\d{2}-\d{2}\.csv$/,
  );
});
