import superjson, { type SuperJSONResult } from "superjson";
import { expect, type Page } from "./fixtures";

/**
 * The watchlist steps the browser tests share (docs/product.md#watchlists). Lists are per session,
 * so each test starts a guest session of its own.
 */
export async function startAsGuest(
  page: Page,
  path: string,
  { timeout }: { timeout?: number } = {},
): Promise<{ userId: string }> {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(path, { timeout });
  const { user } = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  return { userId: user.id };
}

/** The open list's symbols, top to bottom. */
export const symbolsInOrder = (page: Page) =>
  page.getByRole("region", { name: /: symbols$/ }).locator("tbody tr td:first-child a");

/** Adds a symbol through the list's own search, and waits until the server has it. */
export async function addBySearch(page: Page, symbol: string): Promise<void> {
  const field = page.getByRole("combobox", { name: /^Add a symbol to / });
  await field.fill(symbol);
  await expect(
    page.getByRole("option", { name: new RegExp(`^${symbol}\\b`) }).first(),
  ).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes("watchlist.addSymbols") && response.ok(),
  );
  await field.press("Enter");
  await saved;
  await expect(symbolsInOrder(page).filter({ hasText: new RegExp(`^${symbol}$`) })).toHaveCount(1);
}

/** The person's lists as the server has them, asked directly (not through the page) and read as the app's client reads them (ten or more travel packed). */
export async function listsOnTheServer(
  page: Page,
): Promise<Array<{ id: string; symbols: string[] }>> {
  const answer = await page.request.get(
    `/api/trpc/watchlist.lists?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
  );
  return superjson.deserialize(
    ((await answer.json()) as { result: { data: SuperJSONResult } }).result.data,
  ) as Array<{ id: string; symbols: string[] }>;
}
