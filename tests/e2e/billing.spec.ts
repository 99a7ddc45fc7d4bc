import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, "the checkout journey runs at desktop width; pricing is screenshotted at both in the shell test");

test("local billing: free user → pricing → test-mode checkout → Pro unlocked → cancel → still Pro until the period ends", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill(`buyer.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible();

  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Free" }).getByText("Your plan")).toBeVisible();
  await page.getByRole("radio", { name: "Yearly" }).click();
  await expect(page.getByRole("region", { name: "Pro" }).getByText("$190")).toBeVisible();
  await page.getByRole("radio", { name: "Monthly" }).click();
  await page.getByRole("button", { name: "Choose Pro" }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\?plan=pro&interval=month$/);
  await expect(page.getByText("Test mode — no card is charged.")).toBeVisible();
  await page.getByRole("button", { name: "Pay $19 (test mode)" }).click();

  await expect(page).toHaveURL(/\/account\?checkout=success$/);
  await expect(page.getByRole("heading", { name: "Pro plan" })).toBeVisible();
  await expect(page.getByText("✓ CSV export")).toBeVisible();
  await expect(page.getByText(/^Renews monthly on /)).toBeVisible();

  // Pro features in the screener: CSV export and saved screens.
  await page.goto("/screener?preset=mega-caps");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^marketdesk-screen-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.getByRole("button", { name: "Save screen" }).click();
  await page.getByLabel("Screen name").fill("Giants");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByLabel("Open a saved screen").locator("option", { hasText: "Giants" })).toHaveCount(1);
  await page.goto("/account");

  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByText(/^Ends on .+; you keep Pro until then\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pro plan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume plan" })).toBeVisible();

  await page.goto("/pricing");
  const pro = page.getByRole("region", { name: "Pro" });
  await expect(pro.getByText("Your plan")).toBeVisible();
  // The plan and period you have cannot be bought again; the other period or plan is a change.
  await expect(pro.getByRole("button", { name: "Current plan" })).toBeDisabled();
  await page.getByRole("radio", { name: "Yearly" }).click();
  await expect(pro.getByRole("button", { name: "Switch to yearly billing" })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Choose Premium" })).toBeEnabled();
});
