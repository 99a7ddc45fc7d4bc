import { demoAdmin, PASSWORD, register, uniqueEmail } from "./account-steps";
import { expect, takeOut, test } from "./fixtures";

// Journeys of sign-in; the widths do not change them (the header's links are checked at desktop width).
test.skip(({ isMobile }) => isMobile, "session journeys run at desktop width");

test("sign-up goes where the person was going, and the links between login and sign-up keep it", async ({
  page,
}) => {
  const target = "/screener?preset=top-gainers&sort=-perf1m";
  await page.goto(`/login?callbackUrl=${encodeURIComponent(target)}`);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`/register?callbackUrl=${encodeURIComponent(target)}`);
  await expect(page.getByRole("link", { name: "Log in", exact: true }).last()).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent(target)}`,
  );

  await register(page, "intent", { openForm: false, landsOn: target });
});

test("the header's Log in returns to the page it was on, filters and all", async ({ page }) => {
  const email = await register(page, "return");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/screener?sector=Technology");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/screener\?sector=Technology$/);
});

test("an administrator who opens the dashboard signed out is back on it after logging in", async ({
  page,
}) => {
  const admin = demoAdmin();
  // Signed out, the dashboard is a 404 like any unknown page (its existence is not advertised)…
  const response = await page.goto("/admin/analytics");
  expect(response?.status()).toBe(404);
  // …but the header's Log in still knows where the person was.
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fanalytics$/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
});

test("after a failed submit, focus is on the first field in error", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByLabel("Password")).toBeFocused();

  await page.goto("/register");
  await page.getByLabel("Email").fill("not an email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#password-error")).toContainText("too easy to guess");
  await expect(page.getByLabel("Password")).toBeFocused();
  // The empty form is refused on purpose (BAD_REQUEST).
  expect(takeOut(browserErrors, /status of 400/)).toBeGreaterThan(0);
});
