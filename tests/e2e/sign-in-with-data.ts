import { logInAsDemoAdmin, register } from "./account-steps";
import { expect, type Page } from "./fixtures";
import { startAsGuest } from "./watchlist-steps";

/** The four kinds of person the sweeps visit every page as (docs/behaviour.md#roles-and-permissions). */
export type Who = "visitor" | "guest" | "member" | "administrator";

/** The sweeps start in parallel on a server whose pages still load their code cold. */
const COLD_START = { timeout: 30_000 };

/** A watchlist holding AAPL, made from the stock page as a person makes one. */
async function addAaplToNewList(page: Page) {
  await page.getByRole("button", { name: "+ Add to watchlist" }).click();
  await page.getByRole("button", { name: /Add to a new list/ }).click();
  await expect(page.getByRole("button", { name: "✓ In My watchlist" })).toBeVisible();
}

/** Signs in as `who` with data of their own (the visitor has none). */
export async function signInWithData(page: Page, who: Who) {
  if (who === "guest") {
    await startAsGuest(page, "/stocks/AAPL", COLD_START);
    await addAaplToNewList(page);
  }
  if (who === "member") {
    await register(page, "a11y", COLD_START);
    await page.goto("/stocks/AAPL");
    await addAaplToNewList(page);
  }
  if (who === "administrator") {
    await logInAsDemoAdmin(page);
    // A message in the room, for this page and for moderation's table.
    await page.goto("/chat/general");
    const box = page.getByRole("textbox", { name: "Message General" });
    await box.fill(`Checking the room's colours ${Date.now()}`);
    await box.press("Enter");
    await expect(box).toHaveValue("");
  }
}
