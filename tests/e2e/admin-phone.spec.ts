import { logInAsDemoAdmin } from "./account-steps";
import { expect, type Page, test } from "./fixtures";
import { clippedCells, horizontalOverflow } from "./phone";

/**
 * Every admin page, and every tab of one, at a 390 px phone's width: no table cell is cut (wide
 * tables scroll sideways inside their own frame) and the page itself never scrolls sideways.
 * The width is set here, so this runs once, on the desktop project.
 */
test.skip(({ isMobile }) => isMobile, "sets its own width");
test.use({ viewport: { width: 390, height: 844 } });

const ADMIN_PAGES = ["/admin/analytics", "/admin/mail", "/admin/moderation", "/admin/affiliates"];

async function expectNothingCut(page: Page, what: string) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  expect(await clippedCells(page), `${what}: cells cut at 390 px`).toEqual([]);
  expect(await horizontalOverflow(page), `${what}: the page scrolls sideways`).toBeLessThanOrEqual(
    0,
  );
}

test("no admin page cuts a table cell or scrolls sideways at 390 px", async ({ page }) => {
  await logInAsDemoAdmin(page);
  // Rows for the analytics tables: the demo's registration, and the web vitals of a page visited.
  await page.goto("/screener");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNothingCut(page, path);
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await expectNothingCut(page, `${path}, tab "${await tab.textContent()}"`);
    }
  }
});
