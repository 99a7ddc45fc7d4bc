import { expect, type Page, test } from "./fixtures";

// The bar is the same at every width.
test.skip(({ isMobile }) => isMobile, "the progress bar is checked at desktop width");

/**
 * Holds every request for `path`'s page data (the navigation's and its prefetch) until the
 * returned function is called: a server slow to answer, with no timing in the test.
 */
async function holdPage(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().headers().rsc) await released;
      await route.continue();
    },
  );
  return release;
}

const bar = (page: Page) => page.locator("[data-navigation-progress]");
const status = (page: Page) => page.getByRole("status").filter({ hasText: "Loading page" });

/** docs/decisions.md#navigation: a slow navigation shows a thin bar and says so, once it has arrived neither. */
for (const motion of ["no-preference", "reduce"] as const) {
  test(`a slow navigation shows the progress bar until the page arrives (reduced motion: ${motion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    // Held before the landing loads: a prefetch finished earlier would make the click instant.
    const release = await holdPage(page, "/pricing");
    await page.goto("/");
    // Hydrated (the footer's status is asked for by the page's script): a click before then is a
    // full page load, which Next's router never sees and no bar follows.
    await expect(page.getByRole("status").filter({ hasText: "All systems normal" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();

    await expect(bar(page)).toBeVisible();
    await expect(status(page)).toBeAttached();
    const animation = await bar(page)
      .locator("div")
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe(motion === "reduce" ? "none" : "navigation-progress");

    release();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/./);
    await expect(bar(page)).toHaveCount(0);
    await expect(status(page)).toHaveCount(0);
  });
}

test("a quick navigation shows no bar, and a link to the page shown starts none", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await page.waitForTimeout(300); // past the bar's 150 ms: it must not have come
  await expect(bar(page)).toHaveCount(0);
});
