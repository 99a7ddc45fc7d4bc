import { expect, test } from "./fixtures";
import { PHONE } from "./phone";
import { resultsLoaded, urlParam } from "./screener-helpers";

test(
  "on a phone the results come first and the filters open in a sheet that applies as you type",
  PHONE,
  async ({ page, isMobile }) => {
    test.skip(!isMobile, "a desktop keeps the filters inline");
    await page.goto("/screener");
    await resultsLoaded(page);
    const results = page.getByRole("region", { name: "Screener results" });
    await expect(results).toBeInViewport();
    await expect(page.locator("#screen-filters")).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("textbox", { name: "Price ($) minimum" }).fill("20");
    await expect.poll(() => urlParam(page, "price")).toBe("20..");
    const show = sheet.getByRole("button", { name: /^Show [\d,]+ stocks?$/ });
    await expect(show).toBeVisible();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(results).toBeInViewport();
  },
);

test("the view tabs are ARIA tabs: arrow keys, Home and End move and show the view", async ({
  page,
}) => {
  await page.goto("/screener");
  const tab = (name: string) => page.getByRole("tab", { name });
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  await tab("Overview").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Performance")).toBeFocused();
  await expect(tab("Performance")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Overview")).toHaveAttribute("tabindex", "-1");
  await expect.poll(() => urlParam(page, "view")).toBe("performance");
  await page.keyboard.press("End");
  await expect(tab("Charts")).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Charts" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Charts")).toBeFocused();
  await expect.poll(() => urlParam(page, "view")).toBe("charts");
  // Each row draws its month of closes, which only this view asks for, its words the line's name.
  const results = page.getByRole("tabpanel", { name: "Charts" });
  await expect(
    results
      .getByRole("row")
      .nth(1)
      .getByRole("img", { name: /^One month of simulated history: / }),
  ).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Fundamentals")).toBeFocused();
  await expect.poll(() => urlParam(page, "view")).toBe("fundamentals");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Technical")).toBeFocused();
  await expect.poll(() => urlParam(page, "view")).toBe("technical");
});
