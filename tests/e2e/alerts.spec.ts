import { expect, type Page, takeOut, test } from "./fixtures";
import { startAsGuest } from "./watchlist-steps";

/** Creates a price alert from the stock page's "Create alert", at `level`. */
async function createFromStockPage(page: Page, symbol: string, level: string) {
  await page.goto(`/stocks/${symbol}`);
  await page.getByRole("button", { name: "Create alert" }).click();
  const dialog = page.getByRole("dialog", { name: "New alert" });
  await expect(dialog.getByLabel("Symbol")).toHaveValue(symbol);
  // Prefilled with the current price.
  await expect(dialog.getByLabel("Price level")).not.toHaveValue("");
  await dialog.getByLabel("Price level").fill(level);
  await dialog.getByRole("button", { name: "Create alert" }).click();
  return dialog;
}

test("a guest sets an alert on a stock page, edits, pauses and deletes it on /alerts; the 4th is refused with the way up", async ({
  page,
  browserErrors,
}) => {
  await startAsGuest(page, "/stocks/AAPL");
  const dialog = await createFromStockPage(page, "AAPL", "250");
  await expect(dialog).toBeHidden();
  // Exact: Radix's toast also announces its whole text (title and description) in a live region.
  await expect(
    page.getByText("You will hear when AAPL gets there.", { exact: true }),
  ).toBeVisible();

  await page.goto("/alerts");
  await expect(page.getByRole("navigation", { name: "Alerts" })).toBeVisible();
  const active = page.getByRole("region", { name: /Active/ });
  await expect(active.getByText("Crosses above 250.00")).toBeVisible();

  await active.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit alert" });
  await edit.getByLabel("Price level").fill("-1");
  await edit.getByRole("button", { name: "Save alert" }).click();
  await expect(edit.getByText("A price is above zero.")).toBeVisible();
  await edit.getByLabel("Price level").fill("245.5");
  await edit.getByLabel("Direction").selectOption("below");
  await edit.getByRole("button", { name: "Save alert" }).click();
  await expect(edit).toBeHidden();
  await expect(active.getByText("Crosses below 245.50")).toBeVisible();

  await active.getByRole("button", { name: "Pause" }).click();
  const paused = page.getByRole("region", { name: /Paused/ });
  await expect(paused.getByText("Crosses below 245.50")).toBeVisible();
  await paused.getByRole("button", { name: "Delete the AAPL alert" }).click();
  await expect(page.getByText("No alerts yet.")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.getByRole("region", { name: /Active/ }).getByText("Crosses below 245.50"),
  ).toBeVisible();

  await createFromStockPage(page, "MSFT", "500");
  await expect(
    page.getByText("You will hear when MSFT gets there.", { exact: true }),
  ).toBeVisible();
  await createFromStockPage(page, "NVDA", "200");
  await expect(
    page.getByText("You will hear when NVDA gets there.", { exact: true }),
  ).toBeVisible();
  const fourth = await createFromStockPage(page, "TSLA", "300");
  await expect(fourth.getByRole("alert")).toHaveText(
    "As a guest you can keep 3 symbol alerts. Delete one, or create a free account for 20 symbol alerts.",
  );
  await expect(fourth.getByRole("link", { name: "Create a free account" })).toBeVisible();
  expect(takeOut(browserErrors, /status of 403/)).toBeGreaterThan(0); // the limit's refusal
});

test("the search's `alert AAPL > 200` opens the form filled in, kept through a visitor's sign-in", async ({
  page,
}) => {
  await page.goto("/watchlists");
  const search = page.getByRole("combobox", { name: "Search symbols" }).first();
  await search.fill("alert AAPL < 150");
  await page.getByRole("button", { name: "Set an alert: AAPL crosses below 150.00" }).click();
  await expect(page).toHaveURL(/\/alerts\?symbol=AAPL&price=150&direction=below/);
  await page.getByRole("link", { name: "Log in or continue as a guest" }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  const dialog = page.getByRole("dialog", { name: "New alert" });
  await expect(dialog.getByLabel("Symbol")).toHaveValue("AAPL");
  await expect(dialog.getByLabel("Price level")).toHaveValue("150");
  await expect(dialog.getByLabel("Direction")).toHaveValue("below");
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(
    page.getByRole("region", { name: /Active/ }).getByText("Crosses below 150.00"),
  ).toBeVisible();
});

test("a level picked on the stock chart (the toggle and a click, the keys, or Alt+click) opens the form there, and the alert is drawn", async ({
  page,
}) => {
  await startAsGuest(page, "/stocks/MSFT");
  const toggle = page.getByRole("button", { name: "Set alert on chart" });
  const chart = page.getByTestId("interactive-chart");
  const dialog = page.getByRole("dialog", { name: "New alert" });
  const level = async () => Number(await dialog.getByLabel("Price level").inputValue());

  // Pressed, the toggle loads the interactive chart at once; by keyboard, ↑ from the last close and Enter.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(chart.locator("canvas").first()).toBeVisible({ timeout: 20_000 });
  await chart.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Direction")).toHaveValue("above");
  await expect(dialog.locator(":focus")).toHaveCount(1); // the dialog opens focused
  const above = await level();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-pressed", "false"); // one pick, then off

  // The price pane's bottom tenth is the scale's margin, under the lowest low in view (so under the
  // last price): a level there is one to fall to.
  const pane = (await chart.locator("table tr").first().boundingBox())!;
  await toggle.click();
  await chart.click({ position: { x: pane.width / 2, y: pane.height * 0.97 } });
  await expect(dialog.getByLabel("Direction")).toHaveValue("below");
  const below = await level();
  expect(below).toBeGreaterThan(0);
  expect(below).toBeLessThan(above);
  expect(String(below)).toMatch(/^\d+(\.\d{1,2})?$/); // to the cent
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(
    page.getByText("You will hear when MSFT gets there.", { exact: true }),
  ).toBeVisible();
  await expect(chart).toHaveAttribute("data-levels", String(below)); // drawn across the chart

  // Alt+click needs no toggle; the top tenth is over the highest high.
  await chart.click({ position: { x: pane.width / 2, y: pane.height * 0.03 }, modifiers: ["Alt"] });
  await expect(dialog.getByLabel("Direction")).toHaveValue("above");
  expect(await level()).toBeGreaterThan(below);
  await page.keyboard.press("Escape");

  await page.goto("/alerts");
  const words = `Crosses below ${below.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole("region", { name: /Active/ }).getByText(words)).toBeVisible();
});
