import { register } from "./account-steps";
import { expect, takeOut, test } from "./fixtures";
import { resultsLoaded } from "./screener-helpers";
import { startAsGuest } from "./watchlist-steps";

/**
 * docs/product.md#plans: every locked thing opens the one upsell, with a real link, and asks the
 * server nothing; a plan limit hit by a refusal shows the same upsell.
 */

test("a guest's second list offers a free account by a link that comes back to the lists", async ({
  page,
  browserErrors,
}) => {
  await startAsGuest(page, "/watchlists");
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("First");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: /First/ })).toBeVisible();
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("Second");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByText("As a guest you can keep 1 watchlist.")).toBeVisible();
  expect(takeOut(browserErrors, /status of 403/)).toBeGreaterThan(0); // the limit's refusal
  // The way out is a link, not an address printed in the sentence.
  await expect(page.getByText("/register")).toHaveCount(0);
  const link = page.getByRole("link", { name: "Create a free account" });
  await expect(link).toHaveAttribute("href", /^\/register\?callbackUrl=%2Fwatchlists/);
  await link.click();
  await register(page, "upsell", { openForm: false, landsOn: /\/watchlists/ });
  // The guest's list came along, and the account may now make the second one.
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("Second");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: /Second/ })).toBeVisible();
});

test("a visitor's Export CSV opens the upsell the locked filters open, and sends no request", async ({
  page,
}) => {
  const exports: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("screener.exportCsv")) exports.push(request.url());
  });
  await page.goto("/screener");
  await resultsLoaded(page);
  const button = page.getByRole("button", { name: "Export CSV, locked" });
  await button.click();
  const upsell = page.getByRole("dialog").filter({ hasText: "CSV export comes with Pro." });
  await expect(upsell.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await upsell.getByRole("button", { name: "Not now" }).click();
  await expect(upsell).toBeHidden();
  await expect(button).toBeFocused();
  expect(exports).toEqual([]);
});

test("a page past the last says so and goes to the last page", async ({ page }) => {
  await page.goto("/screener?page=999");
  const notice = page.getByText(/^Page 999 is past the end of this screen/);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("No stocks match this screen")).toHaveCount(0);
  await page.getByRole("button", { name: /^Go to the last page, page \d+/ }).click();
  await expect(page.locator("tbody tr td:first-child a").first()).toBeVisible();
  expect(Number(new URL(page.url()).searchParams.get("page"))).toBeGreaterThan(1);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});
