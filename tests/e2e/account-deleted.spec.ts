import { PASSWORD, payInTestMode, register } from "./account-steps";
import { expect, test } from "./fixtures";

test("deleting the account lands on a page saying it is done and what went, shown once and never from a link", async ({
  page,
}) => {
  const email = await register(page, "delete-me", { timeout: 30_000 });
  await payInTestMode(page, "pro", "month");

  await page.getByRole("button", { name: "Delete my account…" }).click();
  await page.getByLabel("Your password, to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(
    page.getByRole("heading", { name: "Your account has been deleted", level: 1 }),
  ).toBeVisible();
  const deleted = page.getByRole("list", { name: "What was deleted" });
  await expect(deleted).toContainText(email);
  await expect(deleted).toContainText("saved screens, watchlists");
  await expect(deleted).toContainText("Your Pro plan, cancelled at once");
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

  // Once: a reload finds no notice and leads home.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  // A link cannot make the page say anything.
  await page.goto("/account/deleted?email=victim%40example.com&plan=Premium#Your%20account");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("victim@example.com")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toHaveCount(0);
});
