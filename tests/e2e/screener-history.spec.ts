import { expect, test } from "./fixtures";
import { closeFilters, openFilters, resultsLoaded, urlParam } from "./screener-helpers";

test("Back and Forward walk through screens: preset, sort, page 2", async ({ page, isMobile }) => {
  await page.goto("/screener");
  await resultsLoaded(page);
  const filters = await openFilters(page, isMobile);
  await filters.getByRole("combobox", { name: "Preset" }).selectOption("top-gainers");
  await expect.poll(() => urlParam(page, "preset")).toBe("top-gainers");
  await closeFilters(page, isMobile);
  await page.getByRole("button", { name: /^Price/ }).click();
  await expect.poll(() => urlParam(page, "sort")).toBe("-price");
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => urlParam(page, "page")).toBe("2");

  await page.goBack();
  await expect.poll(() => urlParam(page, "page")).toBeNull();
  expect(urlParam(page, "sort")).toBe("-price");
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await page.goBack();
  await expect.poll(() => urlParam(page, "sort")).toBe("-changePct");
  expect(urlParam(page, "preset")).toBe("top-gainers");
  await page.goForward();
  await expect.poll(() => urlParam(page, "sort")).toBe("-price");
  await expect(page.locator("th[aria-sort=descending]")).toContainText("Price");
  await page.goBack();
  await page.goBack();
  // Still the screener, on the screen it started from.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await expect(page).toHaveURL(/\/screener$/);
  await resultsLoaded(page);
  if (!isMobile) await expect(page.getByRole("combobox", { name: "Preset" })).toHaveValue("");
});

test("a burst of typing makes one history entry, and Back shows the field as it was", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener?sort=symbol");
  await resultsLoaded(page);
  const filters = await openFilters(page, isMobile);
  const search = filters.getByRole("searchbox", { name: "Search symbol or company" });
  await search.pressSequentially("ban");
  await expect.poll(() => urlParam(page, "q")).toBe("ban");
  await search.pressSequentially("k");
  await expect.poll(() => urlParam(page, "q")).toBe("bank");
  await closeFilters(page, isMobile);
  await page.goBack();
  await expect.poll(() => urlParam(page, "q")).toBeNull();
  expect(urlParam(page, "sort")).toBe("symbol");
  const again = await openFilters(page, isMobile);
  await expect(again.getByRole("searchbox", { name: "Search symbol or company" })).toHaveValue("");
});
