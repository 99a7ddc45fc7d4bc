import { expect, type Page, test } from "./fixtures";
import { horizontalOverflow, PHONE } from "./phone";

/** The search field a person sees: in the header on desktop, in the search panel on a phone. */
const searchField = (page: Page) => page.getByRole("combobox", { name: "Search symbols" });

/**
 * Presses `keys` until the search field has focus: the shortcut listens once the page has hydrated.
 * Not again once the phone's panel is open (its field may take a moment to take focus): the key would be typed into it.
 */
async function openWith(page: Page, keys: string) {
  await expect(async () => {
    if ((await page.getByRole("dialog", { name: "Search symbols" }).count()) === 0)
      await page.keyboard.press(keys);
    await expect(searchField(page)).toBeFocused({ timeout: 500 });
  }).toPass();
}

test.describe("symbol search (docs/product.md#search)", () => {
  test("/ opens it; typing, ↓ and Enter open the stock", async ({ page }) => {
    await page.goto("/screener");
    await openWith(page, "/");
    await page.keyboard.type("appl");
    await expect(page.getByRole("option").first()).toContainText("AAPL");
    await page.keyboard.press("ArrowDown");
    await expect(searchField(page)).toHaveAttribute("aria-activedescendant", /.+/);
    await expect(
      page.getByRole("listbox", { name: "Matches" }).getByRole("option", { selected: true }),
    ).toContainText("Apple Inc.");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/stocks\/AAPL$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AAPL");
  });

  test(
    "Ctrl-K opens it; a typo still finds the company; Escape closes, then clears",
    PHONE,
    async ({ page, isMobile }) => {
      await page.goto("/");
      await openWith(page, "Control+k");
      await page.keyboard.type("nvidai");
      await expect(page.getByRole("option").first()).toContainText("NVDA");
      await expect(page.getByRole("option").first()).toContainText("NVIDIA Corporation");
      await page.keyboard.press("Escape");
      if (isMobile) {
        // The phone's panel is a dialog: Escape closes it.
        await expect(page.getByRole("dialog", { name: "Search symbols" })).toBeHidden();
        return;
      }
      await expect(searchField(page)).toHaveAttribute("aria-expanded", "false");
      await expect(searchField(page)).toHaveValue("nvidai");
      await page.keyboard.press("Escape");
      await expect(searchField(page)).toHaveValue("");
    },
  );

  test("says so when nothing matches, and Enter opens the best match without choosing a row", async ({
    page,
  }) => {
    await page.goto("/");
    await openWith(page, "/");
    await page.keyboard.type("qqxzvw");
    await expect(
      page.getByRole("status").filter({ hasText: "No symbol or company matches “qqxzvw”." }),
    ).toBeAttached();
    await expect(page.getByText("No symbol or company matches “qqxzvw”.").first()).toBeVisible();
    await searchField(page).fill("microsoft");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/stocks\/MSFT$/);
  });

  test("offers the stocks opened last, newest first, to the same person only", async ({ page }) => {
    // Each page is used (the shortcut answers) before the next: the page records itself once it runs.
    for (const path of ["/stocks/MSFT", "/stocks/NVDA", "/"]) {
      await page.goto(path);
      await openWith(page, "/");
    }
    const recent = page.getByRole("listbox", { name: "Recent symbols" }).getByRole("option");
    await expect(recent).toHaveCount(2);
    await expect(recent.nth(0)).toContainText("NVDA");
    await expect(recent.nth(1)).toContainText("MSFT");
    await recent.nth(1).click();
    await expect(page).toHaveURL(/\/stocks\/MSFT$/);

    // Another person on this device (here a guest session) starts with no recent symbols.
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await openWith(page, "/");
    await expect(
      page.getByRole("listbox", { name: "Recent symbols" }).getByRole("option"),
    ).toHaveCount(0);
  });

  test(
    "on a phone, the search button opens a full-width panel that fits the screen",
    PHONE,
    async ({ page, isMobile }) => {
      test.skip(!isMobile, "the phone's layout");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await page.getByRole("button", { name: "Search symbols" }).click();
      const dialog = page.getByRole("dialog", { name: "Search symbols" });
      await expect(dialog).toBeVisible();
      await expect(searchField(page)).toBeFocused();
      await searchField(page).fill("apple");
      await expect(dialog.getByRole("option").first()).toContainText("AAPL");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await dialog.getByRole("option").first().click();
      await expect(page).toHaveURL(/\/stocks\/AAPL$/);
      await expect(dialog).toBeHidden();
    },
  );
});

test.describe("an unknown symbol (docs/product.md#search)", () => {
  test("answers 404 with its own title, the search, and close matches", async ({ page }) => {
    const response = await page.goto("/stocks/APPL");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("APPL not found · Marketdesk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("APPL is not a listed symbol");
    await expect(
      page.getByRole("main").getByRole("combobox", { name: "Search symbols" }),
    ).toHaveValue("APPL");
    const matches = page.getByRole("region", { name: "Close matches" }).getByRole("link");
    await expect(matches.first()).toContainText("AAPL");
    await matches.first().click();
    await expect(page).toHaveURL(/\/stocks\/AAPL$/);
  });

  test("says when nothing is close", async ({ page }) => {
    const response = await page.goto("/stocks/ZZZZ");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("ZZZZ not found · Marketdesk");
    await expect(page.getByText("No listed symbol is close to ZZZZ.")).toBeVisible();
  });

  test("any other unknown address has its own title and leads to pages that exist", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found · Marketdesk");
    await page.getByRole("link", { name: "Open the screener" }).click();
    await expect(page).toHaveURL(/\/screener$/);
  });
});
