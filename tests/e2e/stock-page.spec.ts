import { expect, type Page, test } from "./fixtures";
import { PHONE } from "./phone";

/** Every signed figure uses the true minus sign (U+2212); a hyphen before a digit is the bug this guards. */
const HYPHEN_NUMBER = /-\d/;

const legend = (page: Page) => page.getByTestId("chart-legend");
const chart = (page: Page) => page.getByTestId("price-chart");
const candles = (page: Page) => chart(page).locator("[data-part=candles]");

const interactive = (page: Page) => page.getByTestId("interactive-chart");

/** The SVG poster has drawn: its bars arrived and its candles are on screen. */
async function chartDrawn(page: Page) {
  await expect(chart(page)).toHaveAttribute("data-bars", /\d+/);
  await expect(candles(page).locator("path").first()).toBeVisible();
}

/**
 * The interactive chart has taken the poster's box (once the page settled, 3 s after its load, and
 * the browser idled: use-chart-upgrade.ts) and drawn.
 */
async function interactiveDrawn(page: Page) {
  await expect(interactive(page)).toHaveAttribute("data-bars", /\d+/, { timeout: 20_000 });
  await expect(interactive(page).locator("canvas").first()).toBeVisible();
}

/**
 * The browser never idles and the pointer stays away, so the poster stays: what a phone shows
 * before lightweight-charts arrives (docs/decisions.md#shell).
 */
async function keepPoster(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/**
 * How many sessions' slots the drawn candles span on screen, and whether they stay inside the
 * price pane: each session is a slot of the pane's width, and the first and last bodies leave 15%
 * of their slot on their outer side. The whole range shows when the slots equal the bars.
 */
async function slotsShown(page: Page): Promise<{ slots: number; inside: boolean }> {
  return candles(page).evaluate((group: SVGGElement) => {
    const pane = group.ownerSVGElement!.getBoundingClientRect();
    const drawn = group.getBoundingClientRect();
    const slot = pane.width / Number(group.closest("[data-bars]")!.getAttribute("data-bars"));
    return {
      slots: Math.round((drawn.width + 0.3 * slot) / slot),
      inside: drawn.left >= pane.left - 1 && drawn.right <= pane.right + 1,
    };
  });
}

test("the stock page's title and header: the name people say, the full listed name, a loss with true minus signs", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  await expect(page).toHaveTitle("AAPL — Apple Inc. stock price, chart and figures · Marketdesk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apple Inc. (AAPL)");
  await expect(page.getByText("Apple Inc. Common Stock", { exact: true })).toBeVisible();
  // The 2021 listing's AAPL lost that day, in the header and in the chart's legend of its last session.
  for (const part of ["stock-quote", "chart-legend"])
    await expect(page.getByTestId(part).getByText("−4.36 (−3.48%)", { exact: true })).toBeVisible();
});

test("the chart says in words what it shows, hides its drawing from screen readers, and its legend gives the latest session", async ({
  page,
}) => {
  await keepPoster(page);
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  const summary = page.getByTestId("chart-summary");
  await expect(summary).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}: [+−]\d+\.\d\d \([+−]\d+\.\d\d%\) · High [\d,]+\.\d\d · Low [\d,]+\.\d\d$/,
  );
  await expect(chart(page)).toHaveAttribute("aria-hidden", "true");
  await expect(legend(page)).toContainText("Fri, Feb 26, 2021"); // the last session of the simulated history
  for (const label of ["O", "H", "L", "C", "Vol"])
    await expect(legend(page).locator("dt", { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  expect(await summary.innerText()).not.toMatch(HYPHEN_NUMBER);
  expect(await legend(page).innerText()).not.toMatch(HYPHEN_NUMBER);
});

test(
  "the legend follows the pointer over the interactive chart (a tap on a phone) and returns to the latest session",
  PHONE,
  async ({ page, isMobile }) => {
    await page.goto("/stocks/AAPL");
    await interactiveDrawn(page);
    const latest = await legend(page).locator("p").innerText();
    const box = (await interactive(page).boundingBox())!;
    const early = { x: box.width * 0.15, y: box.height * 0.4 };
    if (isMobile) await interactive(page).tap({ position: early });
    else await page.mouse.move(box.x + early.x, box.y + early.y);
    await expect(legend(page).locator("p")).not.toHaveText(latest);
    await expect(legend(page)).toContainText(
      /O[\d,]+\.\d\dH[\d,]+\.\d\dL[\d,]+\.\d\dC[\d,]+\.\d\d/,
    );
    if (isMobile) return;
    await page.mouse.move(box.x + box.width / 2, box.y - 40); // off the chart
    await expect(legend(page).locator("p")).toHaveText(latest);
  },
);

test("the poster's range stays whole after the window is resized, and the range buttons work by keyboard", async ({
  page,
}) => {
  await keepPoster(page);
  await page.goto("/stocks/AAPL");
  await chartDrawn(page);
  await expect(chart(page)).toHaveAttribute("data-bars", "126");
  expect(await slotsShown(page)).toEqual({ slots: 126, inside: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: Math.round(size.width * 0.7), height: size.height });
  await expect.poll(() => slotsShown(page)).toEqual({ slots: 126, inside: true });
  await page.setViewportSize(size);
  await expect.poll(() => slotsShown(page)).toEqual({ slots: 126, inside: true });

  await page.getByRole("radio", { name: "6M" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "YTD" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "1Y" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("radio", { name: "1Y" })).toBeFocused();
  await expect(chart(page)).toHaveAttribute("data-bars", "252");
  expect(await slotsShown(page)).toEqual({ slots: 252, inside: true });
});

test("the stock's chat room loads, and opens its live stream, only as the reader scrolls near it", async ({
  page,
}) => {
  const chatRequests: string[] = [];
  page.on(
    "request",
    (request) =>
      void (
        /\/api\/(trpc\/[^?]*chat\.|chat\/)/.test(request.url()) && chatRequests.push(request.url())
      ),
  );
  await page.setViewportSize({ width: 390, height: 844 }); // the room is screens below the chart
  await page.goto("/stocks/AAPL");
  await interactiveDrawn(page);
  await page.waitForLoadState("networkidle");
  expect(chatRequests).toEqual([]);
  const room = page.getByRole("region", { name: "$AAPL chat" });
  await room.scrollIntoViewIfNeeded();
  await expect(
    room.getByRole("status").filter({ hasText: /^(Live|Updating every few seconds)$/ }),
  ).toBeVisible();
  expect(chatRequests.some((url) => url.includes("chat.history"))).toBe(true);
});

test("snapshot mode: every valuation figure is a dash, with one line saying why", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  const panel = page.getByRole("region", { name: "Valuation and trading" });
  await expect(
    panel.getByText(
      "Valuation figures come with live market data; this server shows the 2021 listing.",
    ),
  ).toBeVisible();
  const values = await panel.locator("dd").allInnerTexts();
  expect(values).toHaveLength(10);
  expect(values.every((value) => value === "—")).toBe(true);
  await expect(page.getByRole("region", { name: /^About / })).toHaveCount(0);
});

test("Back to the screener returns to the screen the visitor came from, after a reload of the stock page too", async ({
  page,
}) => {
  await page.goto("/screener?preset=top-gainers");
  const first = page.locator("tbody tr").first().getByRole("link").first();
  await expect(first).toBeVisible({ timeout: 20_000 }); // the first screen of a fresh server can be slow on a busy machine
  await page.waitForLoadState("networkidle"); // the screener remembers its screen once it runs in the browser
  await first.click();
  await expect(page).toHaveURL(/\/stocks\//);
  const back = page.getByRole("link", { name: "← Back to the screener" });
  await expect(back).toHaveAttribute("href", /^\/screener\?.*preset=top-gainers/);
  await page.reload(); // rendered on the server as the plain screener, then the remembered screen after hydration
  await expect(back).toHaveAttribute("href", /^\/screener\?.*preset=top-gainers/);
  await back.click();
  await expect(page).toHaveURL(/\/screener\?.*preset=top-gainers/);
});
