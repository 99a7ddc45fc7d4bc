import { expect, test, type Page } from "@playwright/test";

const firstSymbols = (page: Page) => page.locator("tbody tr td:first-child a").allInnerTexts();

test("open a preset, add a filter, sort, reload: the same results; open a stock and see its chart", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Open in screener →" }).first().click();
  await expect(page).toHaveURL(/\/screener\?preset=top-gainers/);
  const count = page.getByRole("status").filter({ hasText: /stocks?$/ });
  await expect(count).toBeVisible();
  const presetCount = Number((await count.innerText()).replace(/\D/g, ""));
  expect(presetCount).toBeGreaterThan(0);

  if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByLabel("Sector").selectOption("Technology");
  await expect(page).toHaveURL(/sector=Technology/);
  await expect(async () => expect(Number((await count.innerText()).replace(/\D/g, ""))).toBeLessThan(presetCount)).toPass();
  await page.getByRole("button", { name: /^Price/ }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect(page.locator("th[aria-sort=descending]")).toContainText("Price");
  const before = await firstSymbols(page);
  expect(before.length).toBeGreaterThan(0);
  const total = await count.innerText();

  await page.reload();
  await expect(count).toHaveText(total);
  await expect.poll(() => firstSymbols(page)).toEqual(before);

  await page.getByRole("link", { name: before[0]!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stocks/${before[0]!.replace(".", "\\.")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(before[0]!);
  await expect(page.getByText("Simulated history")).toBeVisible();
  await expect(page.getByTestId("price-chart").locator("canvas").first()).toBeVisible();
  await page.getByRole("radio", { name: "5Y" }).click();
  await expect(page.getByRole("radio", { name: "5Y" })).toHaveAttribute("aria-checked", "true");
});

test("technical filters invite a free visitor to upgrade; the stock page redirects BRK-B and 404s an unknown symbol", async ({ page, isMobile }) => {
  await page.goto("/screener?rsi=oversold");
  const prompt = page.getByRole("alert").filter({ hasText: "Technical filters (SMA, RSI, relative volume) are part of Pro." });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "See plans" })).toBeVisible();
  if (isMobile) return;
  await page.goto("/stocks/BRK-B");
  await expect(page).toHaveURL(/\/stocks\/BRK\.B$/);
  const missing = await page.goto("/stocks/ZZZZZ");
  expect(missing?.status()).toBe(404);
});
