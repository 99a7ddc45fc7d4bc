import { expect, test } from "./fixtures";
import { PHONE } from "./phone";

test.describe("the application shell", () => {
  test(
    "reaches every main screen from the navigation, by keyboard too",
    PHONE,
    async ({ page, isMobile }) => {
      await page.goto("/");
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.locator("#mobile-menu")).toBeHidden();
        await page.getByRole("button", { name: "Open menu" }).click();
      }
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Screener" })
        .focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/screener$/);
      await expect(page.getByRole("heading", { level: 1, name: "Stock screener" })).toBeVisible();
      if (isMobile) await expect(page.locator("#mobile-menu")).toBeHidden();
    },
  );

  test("switches between light and dark and remembers the choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("an unknown address shows the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  });
});

test.describe("server failures", () => {
  // Each test makes the server answer with an error on purpose, and checks what the person sees.
  test.use({ provokedErrors: [/the server responded with a status of (429|502)/] });
  test("an HTML 502 from a proxy becomes a plain message, never a crash (docs/behaviour.md#error-catalogue)", async ({
    page,
  }) => {
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    await page.goto("/login");
    await page.route("**/api/trpc/**", (route) =>
      route.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
      }),
    );
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/account$/);
    // Three retries (1 s, 2 s, 4 s) come first: a 502 may be passing.
    await expect(
      page.getByText("The server sent something we couldn't read. Please try again in a moment.", {
        exact: true,
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole("heading", { name: "We couldn't load your account" }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Service unreachable" })).toBeVisible();
    expect(crashes).toEqual([]);
  });

  test("a 4xx answer is shown at once, without retries", async ({ page }) => {
    // Landing on / after the guest sign-in, where the account menu asks account.me and the alerts
    // bell notifications.unreadCount: each is asked once, and never again after its 429.
    await page.goto("/login?callbackUrl=/");
    const calls: string[] = [];
    await page.route("**/api/trpc/**", (route) => {
      const url = route.request().url();
      calls.push(url);
      // One error per call of the batch: on a slow page both procedures share one request, and a
      // call left without an answer of its own would be retried like an unreadable one.
      const procedures = new URL(url).pathname.replace("/api/trpc/", "").split(",");
      const body = JSON.stringify(
        procedures.map(() => ({
          error: {
            json: {
              message: "Too many requests: try again in 30 seconds.",
              code: -32029,
              data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 },
            },
          },
        })),
      );
      return route.fulfill({ status: 429, contentType: "application/json", body });
    });
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(
      page.getByText("Too many requests: try again in 30 seconds.", { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText("Slow down", { exact: true })).toBeVisible();
    const asked = (procedure: string) => calls.filter((url) => url.includes(procedure)).length;
    await expect.poll(() => asked("account.me")).toBe(1);
    expect(asked("notifications.unreadCount")).toBe(1);
  });
});

test.describe("server endpoints", () => {
  test("health answers 200 with the database up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  test("a batched GET of 200 KB goes through (no URL length limit, docs/behaviour.md#server-calls)", async ({
    request,
  }) => {
    const input = encodeURIComponent(
      JSON.stringify({ 0: { json: { padding: "x".repeat(200_000) } } }),
    );
    const response = await request.get(`/api/trpc/health.status?batch=1&input=${input}`, {
      headers: { "x-trpc-source": "react" },
    });
    expect(response.status()).toBe(200);
  });
});
