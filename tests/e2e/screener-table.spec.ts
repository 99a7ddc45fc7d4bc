import { expect, type Page, test } from "./fixtures";
import { horizontalOverflow, PHONE } from "./phone";

const results = (page: Page) => page.getByRole("region", { name: "Screener results" });
/** The headings as written (CSS shows them in capitals), without the sort arrow. */
const headings = async (page: Page) =>
  (await page.locator("thead th").allTextContents()).map((text) =>
    text.replace(/[▲▼]/g, "").trim(),
  );

/** Opens the screener at `query` and waits until its first page of rows is on screen. */
async function openScreen(page: Page, query = "") {
  await page.goto(`/screener${query}`);
  // The first screen after a build can take a while on a busy machine.
  await expect(page.locator("tbody tr td:first-child a").first()).toBeVisible({ timeout: 15_000 });
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  await expect(page.locator("[data-hydrated]")).toBeAttached(); // the rows come before the fields answer
}

/** Whether the element's centre is on screen and nothing else covers it there. */
const seenAtItsCentre = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (element === top || element.contains(top));
    });

test("the header row stays in view while the results scroll, below the site's own header", async ({
  page,
}) => {
  await openScreen(page);
  const table = results(page);
  // Bring the table up under the site header, then read far down the results.
  await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 64));
  await table.hover();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => table.evaluate((element) => element.scrollTop)).toBeGreaterThan(600);
  // The first rows have scrolled out of the frame, the header row has not.
  expect(await seenAtItsCentre(page, "tbody tr:first-child td:first-child")).toBe(false);
  expect(await seenAtItsCentre(page, "thead th:nth-child(3)")).toBe(true); // Price, on screen at every width
  const header = (await page.locator("thead th").first().boundingBox())!;
  const frame = (await table.boundingBox())!;
  expect(Math.abs(header.y - frame.y)).toBeLessThanOrEqual(2);
  expect(header.y).toBeGreaterThanOrEqual(56); // not under the sticky site header (h-14)
  // A caption tells screen readers what the table is.
  await expect(page.locator("table caption")).toHaveText(
    "Stocks matching the screen, sorted by Market cap, highest first.",
  );
});

test(
  "on a phone, price and change show without swiping and the ticker stays while the rest swipes sideways",
  PHONE,
  async ({ page, isMobile }) => {
    test.skip(!isMobile, "the narrow layout");
    await openScreen(page);
    const width = page.viewportSize()!.width;
    for (const heading of ["Price", "Change"]) {
      const box = (await page
        .locator("thead th", { hasText: new RegExp(`^${heading}`) })
        .first()
        .boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const table = results(page);
    await table.evaluate((element) => element.scrollBy({ left: 600 }));
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    // Price has gone with the swipe; the ticker and its heading have not.
    expect(await seenAtItsCentre(page, "tbody tr td:nth-child(3)")).toBe(false);
    expect(await seenAtItsCentre(page, "tbody tr:first-child td:first-child a")).toBe(true);
    expect(await seenAtItsCentre(page, "thead th:first-child")).toBe(true);
  },
);

test("the column picker chooses and orders the columns, by keyboard too; the URL keeps them through a reload", async ({
  page,
}) => {
  await openScreen(page);
  expect(await headings(page)).toEqual([
    "Ticker",
    "Company",
    "Price",
    "Change",
    "Volume",
    "Market cap",
    "Sector",
  ]);
  const picker = page.getByRole("dialog", { name: "Columns" });
  await page.getByRole("button", { name: "Columns" }).click();
  await picker.getByRole("button", { name: "Add P/E" }).click();
  await picker.getByRole("button", { name: "Remove Volume" }).click();
  // Focus follows a removal to the next column, and a move to the moved column.
  await expect(picker.getByRole("button", { name: "Remove Market cap" })).toBeFocused();
  await picker.getByRole("button", { name: "Move P/E up" }).focus();
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("button", { name: "Move P/E up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => headings(page))
    .toEqual(["Ticker", "Company", "Price", "Change", "P/E", "Market cap", "Sector"]);
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  // The address follows each change once it is painted (docs/product.md#screener, "Speed"): it may lag the table by a write.
  await expect
    .poll(() => new URL(page.url()).searchParams.get("cols"))
    .toBe("symbol,name,price,changePct,peRatio,marketCap,sector");

  await page.reload();
  await expect
    .poll(() => headings(page))
    .toEqual(["Ticker", "Company", "Price", "Change", "P/E", "Market cap", "Sector"]);
  // P/E sorts like any number column, and the caption says so.
  await page.getByRole("button", { name: "P/E", exact: true }).click();
  await expect(page.locator("th[aria-sort=descending]")).toContainText("P/E");
  await expect(page.locator("table caption")).toHaveText(
    "Stocks matching the screen, sorted by P/E, highest first.",
  );

  await page.getByRole("button", { name: /^Columns/ }).click();
  await picker.getByRole("button", { name: "Reset columns" }).click();
  await expect
    .poll(() => headings(page))
    .toEqual(["Ticker", "Company", "Price", "Change", "Volume", "Market cap", "Sector"]);
  await expect.poll(() => new URL(page.url()).searchParams.has("cols")).toBe(false);
});

test("a view tab shows its own columns again, and a URL's unknown columns are dropped, not an error", async ({
  page,
}) => {
  await openScreen(page, "?cols=price,colour,rsi14,price");
  expect(await headings(page)).toEqual(["Ticker", "Price", "RSI (14)"]);
  await page.getByRole("tab", { name: "Performance" }).click();
  await expect
    .poll(() => headings(page))
    .toEqual(["Ticker", "Price", "Change", "Week", "Month", "Quarter", "YTD", "Year"]);
  await expect.poll(() => new URL(page.url()).searchParams.has("cols")).toBe(false);
});

test("a pointer resting on a column's heading asks for that sort ahead, so the click shows rows already here", async ({
  page,
}) => {
  await openScreen(page);
  /** The screener.run calls for the first page sorted by price, highest first. */
  const isPriceFirstPage = (url: string) =>
    /"sort":\{"column":"price","direction":"desc"\},"page":1[,}]/.test(decodeURIComponent(url));
  const price = page.locator("thead").getByRole("button", { name: "Price" });
  const answered = page.waitForResponse(
    (response) => response.url().includes("screener.run") && isPriceFirstPage(response.url()),
  );
  await price.hover();
  await answered;
  const askedAgain: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("screener.run") && isPriceFirstPage(request.url()))
      askedAgain.push(request.url());
  });
  await price.click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect(price.locator("..")).toHaveAttribute("aria-sort", "descending");
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  expect(askedAgain).toEqual([]);
});
