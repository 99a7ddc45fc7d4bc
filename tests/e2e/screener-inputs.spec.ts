import { expect, test } from "./fixtures";
import { closeFilters, countOf, openFilters, resultsLoaded, urlParam } from "./screener-helpers";

test("typing applies without Enter or Tab: 'apple' finds Apple, '1M' in volume is a million", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener");
  await resultsLoaded(page);
  const everything = await countOf(page);
  let filters = await openFilters(page, isMobile);
  const search = filters.getByRole("searchbox", { name: "Search symbol or company" });
  await search.pressSequentially("apple");
  await expect.poll(() => urlParam(page, "q")).toBe("apple");
  await expect(search).toBeFocused();
  await closeFilters(page, isMobile);
  await expect(page.getByRole("link", { name: "AAPL", exact: true })).toBeVisible();
  await expect.poll(() => countOf(page)).toBeLessThan(everything);

  await page.goto("/screener");
  await resultsLoaded(page);
  filters = await openFilters(page, isMobile);
  const volume = filters.getByRole("textbox", { name: "Volume minimum" });
  await expect(filters.getByText("e.g. 500k, 1M, 2.5B")).toBeVisible();
  await volume.fill("1M");
  await expect.poll(() => urlParam(page, "volume")).toBe("1000000..");
  // What was typed stays as typed.
  await expect(volume).toHaveValue("1M");
  await closeFilters(page, isMobile);
  await expect.poll(() => countOf(page)).toBeLessThan(everything);
});

test("an impossible range or unreadable text is shown at the field and not applied; the results stay", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener?price=100..");
  await resultsLoaded(page);
  const before = await countOf(page);
  const filters = await openFilters(page, isMobile);
  const min = filters.getByRole("textbox", { name: "Price ($) minimum" });
  const max = filters.getByRole("textbox", { name: "Price ($) maximum" });
  await expect(min).toHaveValue("100");
  await max.fill("10");
  const message = filters.getByText("Minimum is above the maximum.");
  await expect(message).toBeVisible();
  await expect(max).toHaveAttribute("aria-invalid", "true");
  expect((await max.getAttribute("aria-describedby"))?.split(" ")).toContain(
    await message.getAttribute("id"),
  );
  // Not applied, not cleared: the URL, the count and both texts are as they were.
  expect(urlParam(page, "price")).toBe("100..");
  await expect(min).toHaveValue("100");
  await expect(max).toHaveValue("10");

  const volume = filters.getByRole("textbox", { name: "Volume minimum" });
  await volume.fill("lots");
  const unreadable = filters.getByText("Enter a number, like 500k, 2.5B or 1,000.");
  await expect(unreadable).toBeVisible();
  await expect(volume).toHaveAttribute("aria-invalid", "true");
  expect(urlParam(page, "volume")).toBeNull();

  await max.fill("1,000");
  await expect.poll(() => urlParam(page, "price")).toBe("100..1000");
  await expect(message).toBeHidden();
  await volume.fill("");
  await expect(unreadable).toBeHidden();
  await closeFilters(page, isMobile);
  await expect.poll(() => countOf(page)).toBeLessThanOrEqual(before);
});

test("values pasted into several fields and tabbed through at once all apply", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener");
  await resultsLoaded(page);
  const filters = await openFilters(page, isMobile);
  await filters.getByRole("textbox", { name: "Change (%) minimum" }).fill("2");
  await page.keyboard.press("Tab");
  await page.keyboard.insertText("10%");
  await page.keyboard.press("Tab");
  await filters.getByRole("textbox", { name: "Volume minimum" }).fill("500k");
  await page.keyboard.press("Tab");
  await expect
    .poll(() => [urlParam(page, "changePct"), urlParam(page, "volume")])
    .toEqual(["2..10", "500000.."]);
  // Applying the others left each field's text alone.
  await expect(filters.getByRole("textbox", { name: "Change (%) maximum" })).toHaveValue("10%");
});
