import { confirmEmail, demoAdmin, register } from "./account-steps";
import { expect, type Page, test } from "./fixtures";

// docs/product.md#affiliate-program in the browser: from an application to a pending commission.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The long date the affiliate's page shows, 30 days after `at`, in the browser's own locale and zone. */
const dueDateShown = (page: Page, at: number) =>
  page.evaluate(
    (paidAt) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(
        new Date(paidAt + 30 * 86_400_000),
      ),
    at,
  );

test("an affiliate applies, the admin approves, a visitor arrives with ?aff_id=CODE, registers and pays: one click, registration, paying customer and pending commission", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Stock Letters ${unique()}`;
  const email = await register(page, "affiliate");
  await confirmEmail(page, email);
  await page.goto("/affiliate");
  await page.getByLabel("Your name or business name").fill(name);
  await page.getByLabel("Website or channel").fill("https://stockletters.example");
  await page
    .getByLabel("How you will promote Marketdesk")
    .fill("A weekly newsletter on screens and setups for 4,000 retail investors.");
  await page.getByLabel("Payout email").fill(`payouts.${unique()}@example.com`);
  await page.getByRole("button", { name: "Send the application" }).click();
  await expect(page.getByRole("heading", { name: /^Application received / })).toBeVisible();

  const adminLogin = demoAdmin();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/login?callbackUrl=%2Fadmin%2Faffiliates");
  await admin.getByLabel("Email").fill(adminLogin.email);
  await admin.getByLabel("Password").fill(adminLogin.password);
  await admin.getByRole("button", { name: "Log in" }).click();
  await expect(admin).toHaveURL(/\/admin\/affiliates$/);
  const application = admin.getByRole("article", { name: new RegExp(name) });
  await application.getByRole("button", { name: "Approve" }).click();
  await expect(application).toHaveCount(0);
  await adminContext.close();

  // Approved: the affiliate's page now carries their code in their link.
  await page.reload();
  const link = page.getByLabel("Your default link");
  await expect(link).toHaveValue(/affiliate_id=/);
  const code = new URL(await link.inputValue()).searchParams.get("affiliate_id")!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);

  // A visitor on another browser (another user agent: the affiliate's own would be a self-referral).
  const visitorContext = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) MarketdeskReader/1.0",
  });
  const visitor = await visitorContext.newPage();
  const clicked = visitor.waitForResponse((response) =>
    response.url().endsWith("/api/affiliate/click"),
  );
  await visitor.goto(`/pricing?aff_id=${code}`);
  expect((await clicked).status()).toBe(204);
  await expect(visitor).toHaveURL(/\/pricing$/);
  await register(visitor, "referred");
  await visitor.goto("/billing/checkout?plan=pro&interval=month");
  const paidFrom = Date.now();
  await visitor.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(visitor).toHaveURL(/\/account\?checkout=success$/);
  const paidBy = Date.now();
  await visitorContext.close();

  // The dashboard: one unique visitor, one registration, one paying customer, one pending commission with its date.
  await page.reload();
  const funnel = page.locator('dl[aria-label^="Your funnel over"]');
  for (const [label, value] of [
    ["Unique visitors", "1"],
    ["Registrations", "1"],
    ["Paying customers", "1"],
  ] as const) {
    await expect(
      funnel.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd"),
    ).toHaveText(value);
  }
  const ledger = page.getByRole("list", { name: "Your commissions, newest first" });
  const entry = ledger.getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Customer 1 · Pro monthly");
  await expect(entry).toContainText("$5.70");
  const dates = new Set([await dueDateShown(page, paidFrom), await dueDateShown(page, paidBy)]);
  await expect(entry).toContainText(new RegExp(`Pending until (${[...dates].join("|")})`));
});
