import { expect, type Page } from "./fixtures";

/** The "1,234 stocks" line above the results. */
export const stockCount = (page: Page) => page.getByRole("status").filter({ hasText: /stocks?$/ });
export const countOf = async (page: Page) =>
  Number((await stockCount(page).innerText()).replace(/\D/g, ""));

/**
 * Waits for a freshly loaded screener's first results, and for the screener to answer input: the
 * first page's rows come with the HTML, before React has hydrated the fields (a change made then is
 * lost). A page's queries wait for the persisted query cache to be restored from IndexedDB, which on
 * a busy machine took several seconds.
 */
export async function resultsLoaded(page: Page) {
  await expect(stockCount(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-hydrated]")).toBeAttached({ timeout: 20_000 });
}

/** Opens the filters where they are: in place from their summary row on a desktop, in the Filters sheet on a phone. */
export async function openFilters(page: Page, isMobile: boolean) {
  if (!isMobile) {
    const summary = page.getByRole("button", { name: /^Filters/ });
    if ((await summary.getAttribute("aria-expanded")) === "false") await summary.click();
    return page.locator("#screen-filters");
  }
  await page.getByRole("button", { name: /^Filters/ }).click();
  return page.getByRole("dialog", { name: "Filters" });
}

/** On a phone, closes the sheet onto the results; inline filters need nothing. */
export async function closeFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: /^Show / }).click();
}

/** A parameter of the page's URL as it is now. */
export const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
