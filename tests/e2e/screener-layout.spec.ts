import { expect, type Page, test } from "./fixtures";
import { horizontalOverflow, PHONE } from "./phone";
import { resultsLoaded } from "./screener-helpers";

const results = (page: Page) => page.getByRole("region", { name: "Screener results" });

/** How many result rows are wholly inside the window as it is now. */
const rowsInView = (page: Page) =>
  page.locator("tbody tr").evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );

/** Whether the header row is on screen and nothing (the site's header) covers it. */
const headerSeen = (page: Page) =>
  page
    .locator("thead th")
    .nth(2)
    .evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && (cell === top || cell.contains(top));
    });

test("at 1440×900 the filters fold into a summary row, fifteen rows show and the header row stays after scrolling", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the wide layout");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/screener?sector=Technology&price=10..500");
  await resultsLoaded(page);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(15);
  // The active filters show as chips in the folded row; opening it shows every filter.
  const summary = page.getByRole("button", { name: /^Filters \(2\)/ });
  await expect(summary).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Sector: Technology", { exact: true })).toBeVisible();
  await expect(page.locator("#screen-filters")).toBeHidden();
  await summary.click();
  await expect(page.locator("#screen-filters").getByLabel("Preset")).toBeVisible();
  await summary.click();

  // Scrolling the page to its end, and then the results, never takes the header row away.
  await page.mouse.move(20, 450);
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
    .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
  expect(await headerSeen(page)).toBe(true);
  await page.locator("tbody").hover();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => results(page).evaluate((frame) => frame.scrollTop)).toBeGreaterThan(600);
  expect(await headerSeen(page)).toBe(true);
  // The pager under the results is not covered by them.
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
});

test(
  "at 390 px the filters open in their sheet and nothing reaches past the screen",
  PHONE,
  async ({ page, isMobile }) => {
    test.skip(!isMobile, "the narrow layout");
    await page.goto("/screener?sector=Technology");
    await resultsLoaded(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: /^Filters \(1\)/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  },
);
