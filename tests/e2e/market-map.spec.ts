import { expect, type Page, test } from "./fixtures";
import { signInWithData } from "./sign-in-with-data";

/** The tile of `symbol` on the map shown at this width (the phone's and the desktop's are both in the page). */
const tile = (page: Page, symbol: string) =>
  page.locator(`[data-symbol="${symbol}"]`).filter({ visible: true });

test("the map's tiles show their figures on hover and focus, and open their stock page", async ({
  page,
}) => {
  await page.goto("/map");
  await expect(page.getByRole("heading", { level: 1, name: "Market map" })).toBeVisible();
  await expect(page.getByText(/largest US-listed common stocks by market cap/)).toBeVisible();
  await tile(page, "MSFT").hover();
  await expect(page.getByRole("tooltip")).toContainText("Microsoft");
  await expect(page.getByRole("tooltip")).toContainText("Market cap");
  await tile(page, "AAPL").focus();
  await expect(page.getByRole("tooltip")).toContainText("Apple");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stocks\/AAPL$/);
});

test("the search outlines a company's tile and dims the others", async ({ page }) => {
  await page.goto("/map");
  await page.getByRole("searchbox", { name: "Find a company on the map" }).fill("aapl");
  await expect(tile(page, "AAPL")).toHaveAttribute("data-look", "highlighted");
  await expect(tile(page, "MSFT")).toHaveAttribute("data-look", "dimmed");
  await expect(page.getByText("Apple Inc., Technology")).toBeVisible();
  await page.getByRole("searchbox", { name: "Find a company on the map" }).fill("");
  await expect(tile(page, "MSFT")).toHaveAttribute("data-look", "plain");
});

test("a sector's header zooms into it, the window is kept in the address, and Back returns", async ({
  page,
}) => {
  await page.goto("/map");
  await page.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(/\/map\?window=week$/);
  await expect(page.getByText("Week change")).toBeVisible();
  await page.getByRole("link", { name: /^Technology, .*open this sector's map$/ }).click();
  await expect(page).toHaveURL(/\/map\?window=week&sector=Technology$/);
  await expect(tile(page, "AAPL")).toBeVisible();
  await expect(tile(page, "JPM")).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/map\?window=week$/);
  await expect(tile(page, "JPM")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByText("Day change")).toBeVisible();
});

test.describe("at a phone's 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sectors are a list, each opening into its own map", async ({ page }) => {
    await page.goto("/map");
    const sectors = page.getByRole("list", { name: "Sectors" });
    await expect(sectors).toBeVisible();
    await expect(tile(page, "AAPL")).toHaveCount(0);
    await sectors.getByRole("link", { name: /^Technology/ }).click();
    await expect(page).toHaveURL(/\/map\?sector=Technology$/);
    await expect(tile(page, "AAPL")).toBeVisible();
    const box = await tile(page, "AAPL").boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole("link", { name: "← All sectors" }).click();
    await expect(sectors).toBeVisible();
  });
});

test("a guest draws the map of their own watchlist from the picker", async ({ page }) => {
  await signInWithData(page, "guest");
  await page.goto("/map");
  const picker = page.getByRole("combobox", { name: "Draw" });
  await picker.selectOption({ label: "My watchlist (1)" });
  await expect(page).toHaveURL(/\/map\?watchlist=[0-9a-f-]{36}$/);
  await expect(page.getByText(/Your watchlist “My watchlist”: 1 company by sector/)).toBeVisible();
  await expect(tile(page, "AAPL")).toBeVisible();
  await expect(tile(page, "MSFT")).toHaveCount(0);
});

test("another person's watchlist draws nothing and says so", async ({ page }) => {
  await page.goto("/map?watchlist=0b7c2a9e-3f1d-4c55-9a3e-2f8f1c6d7e01");
  await expect(
    page.getByText("This watchlist is not one of yours, or no longer exists."),
  ).toBeVisible();
  await expect(page.locator("[data-symbol]")).toHaveCount(0);
});

test("the keyboard can skip the map's tiles", async ({ page }) => {
  await page.goto("/map");
  await page.getByRole("searchbox", { name: "Find a company on the map" }).focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /^Skip the map's \d+ tiles$/ });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#map-legend")).toBeFocused();
});
