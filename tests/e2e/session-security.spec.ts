import { register } from "./account-steps";
import { expect, test } from "./fixtures";

// Journeys of sign-in and sign-out; the widths do not change them.
test.skip(({ isMobile }) => isMobile, "session journeys run at desktop width");

test("a session cookie copied before sign-out is a visitor's afterwards", async ({
  page,
  browser,
}) => {
  await register(page, "replay");
  const stolen = (await page.context().cookies()).filter((cookie) =>
    cookie.name.includes("session-token"),
  );
  expect(stolen).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Another browser presents the copied cookie: the server has ended that session.
  const replay = await browser.newContext();
  await replay.addCookies(stolen);
  const session = await replay.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
  const other = await replay.newPage();
  await other.goto("/account");
  await expect(other.getByRole("heading", { name: "You're not signed in" })).toBeVisible();
  await replay.close();
});

for (const payload of [
  "/%09/evil.example/x",
  "/%5Cevil.example",
  "//evil.example",
  "https://evil.example/account",
  "/%0A/evil.example",
]) {
  test(`"Continue as guest" never leaves the site for callbackUrl=${payload}`, async ({ page }) => {
    await page.goto(`/login?callbackUrl=${payload}`);
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
    await expect(page.getByRole("heading", { name: "Guest" })).toBeVisible();
  });
}

test("a same-site callbackUrl is followed after sign-in", async ({ page }) => {
  await page.goto("/login?callbackUrl=%2Fscreener%3Fpreset%3Dtop-gainers");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/screener\?preset=top-gainers$/);
});

// docs/security.md#sessions: a form the server renders is not sent before the page's script has it.
test("before the page's script runs, no form sends an email or a password in the address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/login", "/register", "/forgot-password"]) {
    await page.goto(path);
    const form = page.locator("form").filter({ has: page.locator('input[name="email"]') });
    await form.locator('input[name="email"]').fill("someone@example.com");
    const password = form.locator('input[type="password"]');
    if (await password.count()) await password.fill("a-password-of-some-length");
    // Off until hydrated: Enter in a field does not submit a form whose submit button is off.
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    if (path === "/login")
      await expect(page.getByRole("button", { name: "Continue as guest" })).toBeDisabled();
    // Were the button on, the browser's own submission would carry the fields in its body.
    await form.evaluate((element) => {
      for (const button of element.querySelectorAll("button")) button.disabled = false;
    });
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await form.locator('input[name="email"]').press("Enter");
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).search).toBe("");
  }
  await context.close();
});
