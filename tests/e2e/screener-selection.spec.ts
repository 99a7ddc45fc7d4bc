import { expect, type Page, takeOut, test } from "./fixtures";
import { horizontalOverflow, PHONE } from "./phone";
import { resultsLoaded, urlParam } from "./screener-helpers";

/** docs/product.md#screener, "Add the selected rows": ticking results and adding them to a watchlist in one call. */

const tickers = (page: Page) =>
  page.getByRole("region", { name: "Screener results" }).locator("tbody tr td:first-child a");
const selectionBar = (page: Page) => page.getByRole("region", { name: "Selected rows" });

test(
  "a guest ticks two rows and adds them to the default list in one call; past the guest's limit the server's reason shows",
  PHONE,
  async ({ page, browserErrors }) => {
    await page.goto("/screener");
    await resultsLoaded(page);
    // A visitor has no list to add to, so no checkboxes (the star's rule).
    await expect(page.getByRole("checkbox")).toHaveCount(0);

    await page.goto(`/login?callbackUrl=${encodeURIComponent("/screener")}`);
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL("/screener");
    await resultsLoaded(page);
    const [first, second] = (await tickers(page).allTextContents()).map((text) => text.trim());

    // The whole page is past a guest's 10 symbols: refused with the server's words, and the rows stay ticked.
    const pageBox = page.getByRole("checkbox", { name: /^Select all \d+ rows on this page$/ });
    await pageBox.check();
    await expect(page.getByRole("checkbox", { name: `Select ${first}` })).toBeChecked();
    const count = await tickers(page).count();
    const refused = page.waitForResponse((response) =>
      response.url().includes("watchlist.addSymbols"),
    );
    await selectionBar(page)
      .getByRole("button", { name: `Add ${count} to watchlist` })
      .click();
    expect((await refused).status()).toBe(403);
    await expect(
      page.getByText(/^As a guest you can keep 10 symbols per watchlist\./).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Dismiss" }).first().click();
    await expect(selectionBar(page)).toContainText(`${count} selected`);
    await pageBox.uncheck();
    await expect(selectionBar(page)).toBeHidden();

    await page.getByRole("checkbox", { name: `Select ${first}` }).check();
    await page.getByRole("checkbox", { name: `Select ${second}` }).check();
    await expect(pageBox).not.toBeChecked();
    const bar = selectionBar(page);
    await expect(bar).toContainText("2 selected");
    await expect(bar.getByLabel("To", { exact: true })).toHaveValue(/.+/); // the default list, chosen for the person
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const saved = page.waitForResponse(
      (response) => response.url().includes("watchlist.addSymbols") && response.ok(),
    );
    await bar.getByRole("button", { name: "Add 2 to watchlist" }).click();
    await saved;
    await expect(page.getByText(`Added ${first} and ${second}.`).first()).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(page.getByRole("checkbox", { name: `Select ${first}` })).not.toBeChecked();
    await expect(
      page.getByRole("button", { name: `Remove ${second} from My watchlist` }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/watchlists");
    await expect(
      page.getByRole("region", { name: /: symbols$/ }).locator("tbody tr td:first-child a"),
    ).toHaveText([first!, second!]);
    // Past the guest's limit the server refuses on purpose (FORBIDDEN).
    expect(takeOut(browserErrors, /status of 403/)).toBeGreaterThan(0);
  },
);

test("the selection belongs to the screen on show: the next page empties it, and Back shows the rows unticked", async ({
  page,
}) => {
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/screener")}`);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await resultsLoaded(page);
  const [first] = (await tickers(page).allTextContents()).map((text) => text.trim());
  await page.getByRole("checkbox", { name: `Select ${first}` }).check();
  await expect(selectionBar(page)).toContainText("1 selected");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(selectionBar(page)).toBeHidden();
  // The address follows the frame that paints page 2: a Back before it would leave the screener.
  await expect.poll(() => urlParam(page, "page")).toBe("2");
  await page.goBack();
  await expect(tickers(page).first()).toHaveText(first!);
  await expect(page.getByRole("checkbox", { name: `Select ${first}` })).not.toBeChecked();
});
