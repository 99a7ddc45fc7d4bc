import { register } from "./account-steps";
import { expect, takeOut, test } from "./fixtures";

// docs/product.md#accounts-and-mail: two browsers signed in to one account; changing the password in one signs the other out.
const OLD = "correct horse battery staple";
const NEW = "violet tugboat under marmalade";

test("changing the password signs out the other session and keeps this one", async ({
  page,
  browser,
  browserErrors,
}) => {
  const email = await register(page, "password", { password: OLD });

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto("/login");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill(OLD);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other).toHaveURL(/\/account$/);
  await expect(other.getByRole("heading", { name: email })).toBeVisible();

  const current = page.getByLabel("Current password");
  const next = page.getByLabel("New password");
  await current.fill("not my password at all");
  await next.fill(NEW);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(OLD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Password changed. Other devices are signed out; this one stays signed in."),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: email })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible();

  await other.reload();
  await expect(other.getByRole("heading", { name: "You're not signed in" })).toBeVisible();
  await other.goto("/login");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill(OLD);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other.getByRole("alert").first()).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await elsewhere.close();
  // The wrong current password is refused on purpose (BAD_REQUEST).
  expect(takeOut(browserErrors, /status of 400/)).toBeGreaterThan(0);
});
