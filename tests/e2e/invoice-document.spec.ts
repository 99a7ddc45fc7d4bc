import { payInTestMode, register } from "./account-steps";
import { expect, test } from "./fixtures";

test("a paid invoice opens as a printable document for its owner, and as the 404 page for anyone else", async ({
  page,
}) => {
  const email = await register(page, "invoice-owner", { timeout: 30_000 });
  await payInTestMode(page, "pro", "month");
  await page
    .getByRole("region", { name: "Invoices" })
    .getByRole("link", { name: /^View invoice/ })
    .click();
  await expect(page).toHaveURL(/\/account\/invoices\/local_in_[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  const document = page.getByRole("article", { name: "Invoice" });
  await expect(document).toContainText(email);
  await expect(document).toContainText("Marketdesk Pro, billed monthly");
  await expect(document).toContainText("Total paid$19");
  await expect(document).toContainText("Test mode: no card was charged.");
  await expect(document.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  // Printed, the page is the document alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(document.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.goto(invoiceUrl))?.status()).toBe(404);
  await register(page, "invoice-other", { timeout: 30_000 });
  const answer = await page.goto(invoiceUrl);
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(email)).toHaveCount(0);
});
