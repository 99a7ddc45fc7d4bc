import { register } from "./account-steps";
import { expect, type Page, test } from "./fixtures";

const headings = async (page: Page) =>
  (await page.locator("thead th").allTextContents()).map((text) =>
    text.replace(/[▲▼]/g, "").trim(),
  );

/** Names the screen on show in the screener's own form and submits it with `submit`. */
async function nameScreen(page: Page, name: string, submit: string) {
  await page.getByRole("button", { name: "Save screen" }).click();
  await page.getByLabel("Screen name").fill(name);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

test("a visitor's Save screen survives signing up: back on the same screen, saved with its columns, the marker gone", async ({
  page,
}) => {
  const screen =
    "/screener?sector=Technology&sort=-price&cols=symbol%2Cprice%2CpeRatio%2CdividendYield";
  await page.goto(screen);
  await expect(page.locator("tbody tr td:first-child a").first()).toBeVisible({ timeout: 15_000 });
  await nameScreen(page, "Tech yield", "Sign up to save");
  await expect(page).toHaveURL(/\/register\?callbackUrl=/);
  const back = new URL(new URL(page.url()).searchParams.get("callbackUrl")!, "https://md.example");
  expect(back.searchParams.get("save")).toBe("1");

  await register(page, "screens", { openForm: false, landsOn: null });
  await expect(page.getByText("“Tech yield” is in your saved screens.").first()).toBeVisible();
  await expect(page).toHaveURL(screen);
  expect(await headings(page)).toEqual(["Ticker", "Price", "P/E", "Dividend yield"]);

  // Back to the plain screener, then the saved screen brings its filter, sort and columns again.
  await page.getByRole("button", { name: "Reset filters" }).first().click();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/screener\?sort=-price$/);
  await page.getByLabel("Open a saved screen").selectOption({ label: "Tech yield" });
  await expect(page).toHaveURL(/sector=Technology/);
  const url = new URL(page.url());
  expect(url.searchParams.get("sort")).toBe("-price");
  expect(url.searchParams.get("cols")).toBe("symbol,price,peRatio,dividendYield");
  await expect.poll(() => headings(page)).toEqual(["Ticker", "Price", "P/E", "Dividend yield"]);
});

test("a member's saved screen keeps the picked columns, and a view's own set is saved as the view", async ({
  page,
}) => {
  await register(page, "screens");

  await page.goto("/screener?view=technical");
  await expect(page.locator("tbody tr td:first-child a").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-hydrated]")).toBeAttached(); // the rows come before the fields answer
  await page.getByRole("button", { name: "Columns" }).click();
  await page
    .getByRole("dialog", { name: "Columns" })
    .getByRole("button", { name: "Add Industry" })
    .click();
  await page.keyboard.press("Escape");
  await nameScreen(page, "Technical plus industry", "Save");
  await expect(
    page.getByText("“Technical plus industry” is in your saved screens.").first(),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect
    .poll(() => headings(page))
    .toEqual(["Ticker", "Company", "Price", "Change", "Volume", "Market cap", "Sector"]);
  await page.getByLabel("Open a saved screen").selectOption({ label: "Technical plus industry" });
  await expect
    .poll(() => headings(page))
    .toEqual([
      "Ticker",
      "Price",
      "Change",
      "RSI (14)",
      "vs SMA20",
      "vs SMA50",
      "vs SMA200",
      "52W high",
      "52W low",
      "Rel volume",
      "Industry",
    ]);
  await expect(page.getByRole("tab", { name: "Technical" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
