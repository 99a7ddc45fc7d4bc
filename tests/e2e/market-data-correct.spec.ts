import { expect, test } from "./fixtures";
import { countOf, openFilters, resultsLoaded } from "./screener-helpers";

const FUNDAMENTALS_REASON =
  "Valuation figures come with live fundamentals (SEC EDGAR or Yahoo); this server shows the 2021 listing.";

// docs/live-market.md#correct-data-everywhere, on the bundled 2021 listing.
test("the screener offers no filter it cannot apply: fundamentals disabled with the reason, no exchange, and a link carrying them still screens", async ({
  page,
  isMobile,
}) => {
  await page.goto("/screener");
  await resultsLoaded(page);
  const everything = await countOf(page);

  await page.goto("/screener?peRatio=10..&dividendYield=1..&exchange=NYSE");
  await resultsLoaded(page);
  await expect(
    page.getByRole("status").filter({
      hasText: `The P/E and Dividend yield filters in this screen were not applied. ${FUNDAMENTALS_REASON}`,
    }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^The exchange filter in this screen was not applied/ }),
  ).toBeVisible();
  await expect.poll(() => countOf(page)).toBe(everything);

  const filters = await openFilters(page, isMobile);
  for (const name of ["P/E minimum", "P/E maximum", "Dividend yield (%) minimum"]) {
    const field = filters.getByRole("textbox", { name });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(FUNDAMENTALS_REASON);
  }
  await expect(filters.getByRole("button", { name: /^Exchange / })).toHaveCount(0);
  await expect(filters.getByText("No data yet")).toHaveCount(0);
});

test("Berkshire is a mega cap, a figure the listing lacks says why, and a page past the end offers the last", async ({
  page,
}) => {
  await page.goto("/screener?preset=mega-caps");
  await resultsLoaded(page);
  await expect(page.getByRole("link", { name: "BRK.B", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "BRK.A", exact: true })).toBeVisible();

  await page.goto("/stocks/BRK.B");
  await expect(page.locator("dd").filter({ hasText: "$564.37B" })).toBeVisible();
  // Brown-Forman's classes: NASDAQ's listing prices neither, and no sourced figure fills them.
  await page.goto("/stocks/BF.B");
  const cap = page.locator("dd [title^='No market cap']");
  await expect(cap).toHaveAttribute("title", /^No market cap: the data source gives none/);
  await expect(cap.locator("[aria-hidden=true]")).toHaveText("—");

  await page.goto("/screener?page=999");
  const notice = page.getByText(/^Page 999 is past the end of this screen, which has \d+ pages\./);
  await expect(notice).toBeVisible();
  const last = page.getByRole("button", { name: /^Go to the last page, page \d+/ });
  const lastPage = Number((await last.innerText()).replace(/\D/g, ""));
  await last.click();
  // The address follows once the last page's rows are on show.
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));
  await expect(page.locator("tbody tr td:first-child a").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});
