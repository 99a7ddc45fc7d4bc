import { expect, takeOut, test } from "./fixtures";
import { closeFilters, countOf, openFilters, resultsLoaded } from "./screener-helpers";

test("a visitor sees the technical filters locked; choosing one offers the plan and keeps the results", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener");
  await resultsLoaded(page);
  const before = await countOf(page);
  const url = page.url();
  const filters = await openFilters(page, isMobile);
  const rsi = filters.getByRole("button", { name: "RSI (14): Any, locked" });
  await expect(filters.getByRole("button", { name: "SMA 50: Any, locked" })).toBeVisible();
  await rsi.click();
  const popover = page
    .getByRole("dialog")
    .filter({ hasText: "RSI, SMA and relative-volume filters come with Pro." });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole("link", { name: "See plans" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(rsi).toBeFocused();
  expect(page.url()).toBe(url);
  await closeFilters(page, isMobile);
  expect(await countOf(page)).toBe(before);
});

test("a screen that fails to load says so, never 'Screening…' forever, and can be tried again", async ({
  page,
  browserErrors,
}) => {
  // The first page comes with the HTML (docs/product.md#screener); a change asks the server.
  await page.goto("/screener");
  await resultsLoaded(page);
  let failing = true;
  await page.route(
    (url) => url.pathname.includes("screener.run"),
    (route) => (failing ? route.abort() : route.fallback()),
  );
  await page
    .locator("thead")
    .getByRole("button", { name: /^Price/ })
    .click();
  // The client retries a failed request three times (docs/behaviour.md#constants) before showing it.
  const failure = page.getByRole("alert").filter({ hasText: "The screen could not be loaded." });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Screening…")).toHaveCount(0);
  failing = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await resultsLoaded(page);
  await expect(failure).toBeHidden();
  // The screen's requests are made to fail on purpose.
  expect(takeOut(browserErrors, /net::ERR_FAILED/)).toBeGreaterThan(0);
});
