import { expect, test } from "./fixtures";
import { horizontalOverflow, PHONE } from "./phone";

/**
 * docs/product.md#calendar and #news on the browser tests' server, which runs the simulated market
 * without EDGAR: every screen says what it lacks and why, and the calendar's weeks live in the
 * address, so Back and Forward step through them. The populated rendering is covered by the
 * components' tests (calendar-day.test.tsx, news-list.test.tsx) and the procedures' integration
 * test against a local Alpaca (news-and-calendar.test.ts).
 */

const mondayOf = (url: string) => new URL(url).searchParams.get("week");

test("the calendar says why it has no events, and steps through weeks with Back and Forward", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Calendar" })
    .click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Earnings and dividends");
  await expect(
    page.getByText(
      /^The simulated market has no dividends: its operator sets MARKET_DATA_PROVIDER=alpaca/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Earnings reports come from the SEC's EDGAR filings/)).toBeVisible();
  // The simulated market has no dates of reports to come, and says which provider has them.
  await expect(
    page.getByText(/^The dates of reports to come are announced only by Yahoo Finance/),
  ).toBeVisible();
  const thisWeek = await page.getByText(/^Week of /).textContent();
  // Monday to Friday; an empty weekend is left out.
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(5);

  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/\/calendar\?week=\d{4}-\d{2}-\d{2}$/);
  const next = mondayOf(page.url())!;
  await expect(page.getByText(/^Week of /)).not.toHaveText(thisWeek!);
  await page.getByRole("link", { name: "Next week" }).click();
  await expect.poll(() => mondayOf(page.url())).not.toBe(next);
  const afterNext = mondayOf(page.url())!;
  expect(Date.parse(afterNext) - Date.parse(next)).toBe(7 * 86_400_000);

  await page.goBack();
  await expect.poll(() => mondayOf(page.url())).toBe(next);
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^Monday, /);
  await page.goForward();
  await expect.poll(() => mondayOf(page.url())).toBe(afterNext);
  await page.getByRole("link", { name: "This week" }).click();
  await expect(page.getByText(/^Week of /)).toHaveText(thisWeek!);
  // A visitor has no watchlists to filter by, and is told how to get some.
  await expect(
    page.getByText("Log in or continue as a guest to see only the companies of your watchlists."),
  ).toBeVisible();
});

test("a made-up week in the address shows this week, not an error", async ({ page }) => {
  await page.goto("/calendar?week=2026-02-30");
  await expect(page.getByText(/^Week of /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Next week" })).toBeVisible();
});

test("the stock page says why it shows no news, no dividends and no reports", async ({ page }) => {
  await page.goto("/stocks/AAPL");
  const news = page.getByRole("region", { name: "News" });
  await expect(
    news.getByText(
      /^The simulated market has no news: its operator sets MARKET_DATA_PROVIDER=alpaca/,
    ),
  ).toBeVisible();
  await expect(news.getByRole("link")).toHaveCount(0);
  const events = page.getByRole("region", { name: "Earnings and dividends" });
  await expect(
    events.getByText("Next report: not announced by any data source of this server."),
  ).toBeVisible();
  await expect(events.getByText(/^The simulated market has no dividends/)).toBeVisible();
});

test("the calendar fits a phone", PHONE, async ({ page }) => {
  await page.goto("/calendar");
  await expect(page.getByText(/^Week of /)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
