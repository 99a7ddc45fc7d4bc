import { confirmEmail, register } from "./account-steps";
import { expect, type Page, test } from "./fixtures";
import { layoutShiftOf, watchLayoutShifts } from "./layout-shift";
import { horizontalOverflow, PHONE } from "./phone";

/**
 * docs/product.md#stock-page-chart in a browser: the poster gives way to lightweight-charts, which
 * zooms and pans by keyboard, draws the chosen indicators and comparisons, and keeps the choice.
 * The chart's view, bars and series are read from its data attributes: its drawing is a canvas.
 */
const chart = (page: Page) => page.getByTestId("interactive-chart");

/**
 * Unasked, the chart loads once the page has settled, 3 s after its load, and the browser idles
 * (use-chart-upgrade.ts): more than the usual wait on a busy machine.
 */
const UPGRADE_WAIT = { timeout: 20_000 };

/**
 * The interactive chart has drawn. With `reach` (the default) the test points at the poster until
 * it gives way, as a person going for the chart does, instead of waiting out the settle; a point
 * made before hydration is lost, so it is made again.
 */
async function chartDrawn(page: Page, { reach = true } = {}) {
  if (reach)
    await expect(async () => {
      const poster = page.getByTestId("price-chart");
      if ((await poster.count()) > 0) await poster.hover({ timeout: 1_000 }).catch(() => undefined);
      await expect(chart(page)).toHaveAttribute("data-bars", /\d+/, { timeout: 1_000 });
    }).toPass(UPGRADE_WAIT);
  await page.mouse.move(0, 0); // off the chart: the legend shows the latest session again
  await expect(chart(page)).toHaveAttribute("data-bars", /\d+/, UPGRADE_WAIT);
  await expect(chart(page).locator("canvas").first()).toBeVisible();
}

/** The first and last bars in view (logical indices, rounded). */
async function inView(page: Page): Promise<[number, number]> {
  const text = (await chart(page).getAttribute("data-visible")) ?? "";
  const [from = Number.NaN, to = Number.NaN] = text.split(" ").map(Number);
  return [from, to];
}
const width = async (page: Page) => {
  const [from, to] = await inView(page);
  return to - from;
};
const series = async (page: Page) =>
  ((await chart(page).getAttribute("data-series")) ?? "").split(" ");

test("the poster gives way to the interactive chart in the same box, the page not moving", async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    // The SVG poster paints first, whether or not a test could catch it before it is replaced.
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-testid=price-chart]")) return;
      document.documentElement.dataset.posterSeen = "true";
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/stocks/AAPL");
  await chartDrawn(page, { reach: false }); // the unasked way
  await expect(page.locator("html")).toHaveAttribute("data-poster-seen", "true");
  await expect(page.getByTestId("price-chart")).toHaveCount(0);
  await expect(chart(page)).toHaveAttribute("data-bars", "126");
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
});

test("with the chart focused, + and − zoom, the arrows pan, Home and End go to the ends, with a visible focus ring", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  await expect.poll(() => width(page)).toBeGreaterThan(100); // the whole 6M range fits first
  await chart(page).focus();
  await expect(chart(page)).toBeFocused();
  const ring = await chart(page).evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).not.toBe("none");
  const whole = await width(page);
  // Each press waited for: one zoom already takes the view to about 0.8 of the whole, and a second
  // one landing after the view was read would move it by as much as the pan below.
  await page.keyboard.press("+");
  await expect.poll(() => width(page)).toBeLessThan(whole);
  const once = await width(page);
  await page.keyboard.press("+");
  await expect.poll(() => width(page)).toBeLessThan(once);
  const zoomed = await width(page);
  const [from] = await inView(page);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => (await inView(page))[0]).toBeLessThan(from);
  await page.keyboard.press("Home");
  await expect.poll(async () => (await inView(page))[0]).toBe(0);
  await page.keyboard.press("End");
  await expect.poll(async () => (await inView(page))[1]).toBeGreaterThanOrEqual(125);
  await page.keyboard.press("-");
  await expect.poll(() => width(page)).toBeGreaterThan(zoomed);
});

test("indicators are added from the Indicators menu by keyboard and pointer, and kept through a reload", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  const button = page.getByRole("button", { name: "Indicators" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("group", { name: "Indicators" });
  await panel.getByRole("checkbox", { name: "SMA 20", exact: true }).check();
  await expect.poll(() => series(page)).toContain("sma-20");
  // A length of one's own, and one out of bounds refused with the reason.
  const length = panel.getByRole("spinbutton", { name: "Add a simple average's length in bars" });
  await length.fill("1");
  await length.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("A whole number of bars from 2 to 400.");
  await length.fill("30");
  await length.press("Enter");
  await expect.poll(() => series(page)).toContain("sma-30");
  await panel.getByRole("checkbox", { name: "RSI (14), own pane" }).check();
  await expect.poll(() => series(page)).toContain("rsi");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveText("Indicators (3)");

  await page.reload();
  await chartDrawn(page);
  await expect
    .poll(() => series(page))
    .toEqual(expect.arrayContaining(["candles", "sma-20", "sma-30", "rsi", "volume"]));
});

test("two other symbols and the market average are compared on the percent scale", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  const search = page.getByRole("combobox", { name: "Compare AAPL with another symbol" });
  for (const symbol of ["MSFT", "NVDA"]) {
    await search.fill(symbol);
    await expect(page.getByRole("option", { name: new RegExp(`^${symbol}`) })).toBeVisible();
    await search.press("Enter");
    await expect(page.getByRole("button", { name: `Stop comparing ${symbol}` })).toBeVisible();
  }
  await expect
    .poll(() => series(page))
    .toEqual(expect.arrayContaining(["candles", "compare-MSFT", "compare-NVDA"]));
  await expect(page.getByRole("button", { name: "%", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Log", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Stop comparing MSFT" }).click();
  await expect.poll(() => series(page)).not.toContain("compare-MSFT");
  // The market's average, besides the symbols, named in the legend.
  await page.getByRole("button", { name: "Market average", exact: true }).click();
  await expect(
    page.getByRole("button", { name: "Stop comparing the market average" }),
  ).toBeVisible();
  await expect.poll(() => series(page)).toContain("compare-@market");
  await expect(page.getByRole("list", { name: "Lines drawn" })).toContainText("Market average");
});

test(
  "on a phone the chart, its tools and the open Indicators menu fit the screen",
  PHONE,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/stocks/AAPL");
    await chartDrawn(page);
    const box = (await chart(page).boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Indicators" }).click();
    const panel = page.getByRole("group", { name: "Indicators" });
    await expect(panel).toBeVisible();
    const menu = (await panel.boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/chart/phone-390.png" });
  },
);

test("1D asks for minute bars, and says so when the last sessions have none", async ({ page }) => {
  // The browser tests' market holds still (playwright.config.ts): no minute has traded. The minute
  // bars' drawing, extended hours shaded, is checked by chart-series.test.ts and the screenshots.
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  await page.getByRole("radio", { name: "1D" }).click();
  await expect(page.getByRole("radio", { name: "1D" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("No minute bars in the last sessions.")).toBeVisible();
  await expect(page.getByTestId("chart-summary")).toHaveText("No prices in this range.");
  await page.getByRole("radio", { name: "1M" }).click();
  await expect(chart(page)).toHaveAttribute("data-bars", "21");
});

test("the reader's own bullish call is marked on the chart, said in the legend and the summary", async ({
  page,
}) => {
  const email = await register(page, "markers");
  await confirmEmail(page, email);
  await page.goto("/chat/AAPL");
  const box = page.getByRole("textbox", { name: "Message $AAPL" });
  await box.fill(`Adding $AAPL here ${Date.now()}`);
  await page.locator("label", { hasText: "Bullish" }).click();
  await box.press("Enter");
  await expect(box).toHaveValue("");

  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  // The browser tests' market has no reports or dividends: the call alone, on its quote's bar.
  await expect(chart(page)).toHaveAttribute("data-markers", /^\d+:bullish$/);
  await expect(page.getByTestId("chart-summary")).toContainText(
    "Marked on the chart: 1 call of yours.",
  );
  await expect(page.getByTestId("chart-legend")).toContainText(/Your bullish call at [\d,.]+/);
});
