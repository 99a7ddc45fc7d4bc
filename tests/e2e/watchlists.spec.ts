import { expect, test } from "./fixtures";
import { seriousViolations } from "./serious-violations";
import { addBySearch, startAsGuest, symbolsInOrder } from "./watchlist-steps";

test("a guest adds from the stock page and the list's search, reorders by keyboard, and the order survives a reload", async ({
  page,
}) => {
  await startAsGuest(page, "/stocks/AAPL");
  await page.getByRole("button", { name: "+ Add to watchlist" }).click();
  await page.getByRole("button", { name: /Add to a new list/ }).click();
  await expect(page.getByRole("button", { name: "✓ In My watchlist" })).toBeVisible();

  await page.goto("/watchlists");
  await expect(page.getByRole("heading", { name: /My watchlist/ })).toBeVisible();
  await addBySearch(page, "MSFT");
  await addBySearch(page, "NVDA");
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "MSFT", "NVDA"]);

  const handle = page.getByRole("button", { name: "Move NVDA", exact: true });
  await handle.focus();
  for (let i = 0; i < 2; i += 1) {
    const moved = page.waitForResponse(
      (response) => response.url().includes("watchlist.moveSymbol") && response.ok(),
    );
    await page.keyboard.press("Alt+ArrowUp");
    await moved;
  }
  await expect(symbolsInOrder(page)).toHaveText(["NVDA", "AAPL", "MSFT"]);
  await expect(
    page.getByRole("status").filter({ hasText: "NVDA moved to position 1 of 3." }),
  ).toHaveCount(1);
  await expect(handle).toBeFocused();

  await page.reload();
  await expect(symbolsInOrder(page)).toHaveText(["NVDA", "AAPL", "MSFT"]);
  await expect(
    page
      .getByText("1 up")
      .or(page.getByText(/\d+ down/))
      .first(),
  ).toBeVisible();
});

test("a note and a target price are kept, a wrong target is refused at its field, and a deleted list comes back with Undo", async ({
  page,
}) => {
  await startAsGuest(page, "/watchlists");
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("Chips");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: /Chips/ })).toBeVisible();
  await addBySearch(page, "NVDA");

  await page.getByRole("button", { name: "Edit note and target for NVDA" }).click();
  await page.getByLabel("Target price").fill("a lot");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a price above zero")).toBeVisible();
  await expect(page.getByLabel("Target price")).toBeFocused();
  await page
    .getByLabel("Note", { exact: true })
    .fill(
      "Waiting for the earnings call on the 21st, then trim above 140 and add below 95 with a stop under the March low",
    );
  await page.getByLabel("Target price").fill("$1,000");
  const saved = page.waitForResponse(
    (response) => response.url().includes("watchlist.updateItem") && response.ok(),
  );
  await page.getByRole("button", { name: "Save" }).click();
  await saved;
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: "NVDA" });
  await expect(row).toContainText("Waiting for the earnings call");
  await expect(row).toContainText("1,000.00");
  // On a desktop every column fits the page, the long note cut to its column (docs/product.md#watchlists).
  if ((page.viewportSize()?.width ?? 0) >= 1280) {
    expect(
      await page
        .getByRole("region", { name: /: symbols$/ })
        .evaluate((frame) => frame.scrollWidth - frame.clientWidth),
    ).toBeLessThanOrEqual(0);
  }

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }

  await page.getByRole("button", { name: "List options for Chips" }).click();
  await page.getByRole("menuitem", { name: "Delete list" }).click();
  await expect(page.getByRole("heading", { name: /Chips/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("button", { name: /^Chips/ })).toBeVisible();
  await page.getByRole("button", { name: /^Chips/ }).click();
  await expect(symbolsInOrder(page)).toHaveText(["NVDA"]);
});

test("a visitor is offered an account or a guest session, and comes back to the stock page", async ({
  page,
}) => {
  await page.goto("/watchlists");
  await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
    "href",
    "/register?callbackUrl=%2Fwatchlists",
  );
  await page.goto("/stocks/MSFT");
  await page.getByRole("link", { name: "+ Add to watchlist" }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL("/stocks/MSFT");
  await expect(page.getByRole("button", { name: "+ Add to watchlist" })).toBeVisible();
});

test("a shared link shows the list read-only without notes, a visitor copies it as a guest, and a revoked link shows nothing", async ({
  page,
  browser,
}) => {
  await startAsGuest(page, "/watchlists");
  const first = page.getByRole("combobox", { name: "Add a symbol to a new list" });
  await first.fill("AAPL");
  await expect(page.getByRole("option", { name: /^AAPL\b/ }).first()).toBeVisible();
  await first.press("Enter");
  await expect(page.getByRole("heading", { name: /My watchlist/ })).toBeVisible();
  await addBySearch(page, "MSFT");
  await page.getByRole("button", { name: "Edit note and target for MSFT" }).click();
  await page.getByLabel("Note", { exact: true }).fill("My private reason");
  await page.getByRole("button", { name: "Save" }).click();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Make a link" }).click();
  const link = await page.getByLabel("Link").inputValue();
  expect(link).toMatch(/\/watchlists\/shared\/[A-Za-z0-9_-]{22}$/);

  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "My watchlist", level: 1 })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.locator("tbody tr td:first-child a")).toHaveText(["AAPL", "MSFT"]);
  await expect(visitor.getByText("My private reason")).toHaveCount(0);
  await visitor.getByRole("link", { name: "Copy to my lists" }).click();
  await visitor.getByRole("button", { name: "Continue as guest" }).click();
  await expect(visitor).toHaveURL(link);
  await visitor.getByRole("button", { name: "Copy to my lists" }).click();
  await expect(visitor).toHaveURL(/\/watchlists\?list=/);
  await expect(symbolsInOrder(visitor)).toHaveText(["AAPL", "MSFT"]);

  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("button", { name: /Make a new link/ })).toBeVisible();
  const gone = await visitor.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(
    visitor.getByRole("heading", { name: "This shared list is not available" }),
  ).toBeVisible();
  await visitor.close();
  // Someone never signed in gets pages from the page cache, where the first visit left this one:
  // the revocation dropped it there too (docs/scaling.md#cached-pages).
  const stranger = await browser.newPage();
  expect((await stranger.goto(link))?.status()).toBe(404);
  await stranger.close();
});

test("an import lists what it left out and why, and an export carries the notes", async ({
  page,
}) => {
  await startAsGuest(page, "/watchlists");
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("Imported");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: /Imported/ })).toBeVisible();

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page
    .getByRole("dialog")
    .getByLabel("Symbols", { exact: true })
    .fill("aapl, msft\nNASDAQ:NVDA zzzzz AAPL hello!!");
  // The preview is the server's classification, so it already knows ZZZZZ is not listed.
  await expect(page.getByText("3 new symbols.")).toBeVisible();
  await expect(page.getByText("Not listed on our exchanges, left out: ZZZZZ.")).toBeVisible();
  await expect(page.getByText("Listed more than once, added once: AAPL.")).toBeVisible();
  await expect(page.getByText("Not ticker symbols, left out: hello!!.")).toBeVisible();
  await page.getByRole("button", { name: "Import 3 symbols" }).click();
  const report = page.getByRole("status").filter({ hasText: "Added 3 symbols." });
  await expect(report).toContainText("Not listed on our exchanges, so not added: ZZZZZ.");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "MSFT", "NVDA"]);

  await page.getByRole("button", { name: "Edit note and target for NVDA" }).click();
  await page.getByLabel("Note", { exact: true }).fill('=HYPERLINK("x")');
  const saved = page.waitForResponse(
    (response) => response.url().includes("watchlist.updateItem") && response.ok(),
  );
  await page.getByRole("button", { name: "Save" }).click();
  await saved;
  await page.getByRole("button", { name: "List options for Imported" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: /Export as CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("imported.csv");
  const text = await new Response(
    (await file.createReadStream()) as unknown as ReadableStream,
  ).text();
  expect(text.split("\r\n")[0]).toBe("symbol,name,note,target_price");
  // A note is never run as a spreadsheet formula.
  expect(text).toContain(`NVDA,NVIDIA Corporation,"'=HYPERLINK(""x"")",`);
});

test("a screener row's star puts its symbol in the default list and takes it out again", async ({
  page,
}) => {
  await startAsGuest(page, "/screener");
  const firstRow = page.locator("table tbody tr").first();
  const symbol = (await firstRow.locator("a[href^='/stocks/']").first().textContent())!.trim();
  const star = page.getByRole("button", { name: `Add ${symbol} to My watchlist` });
  const saved = page.waitForResponse(
    (response) => response.url().includes("watchlist.addSymbols") && response.ok(),
  );
  await star.click();
  await saved;
  await expect(
    page.getByRole("button", { name: `Remove ${symbol} from My watchlist` }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/watchlists");
  await expect(symbolsInOrder(page)).toHaveText([symbol]);
  await page.goBack();
  await page.getByRole("button", { name: `Remove ${symbol} from My watchlist` }).click();
  await expect(page.getByRole("button", { name: `Add ${symbol} to My watchlist` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("Screen this list opens the screener limited to the list's symbols, and Back returns to the list", async ({
  page,
}) => {
  await startAsGuest(page, "/watchlists");
  await page.getByRole("button", { name: "+ New list" }).click();
  await page.getByLabel("Name of the new list").fill("To screen");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { name: /To screen/ })).toBeVisible();
  await addBySearch(page, "MSFT");
  await addBySearch(page, "NVDA");
  const listUrl = page.url();

  await page.getByRole("link", { name: "Screen this list" }).click();
  await expect(page).toHaveURL(/\/screener\?symbols=MSFT%2CNVDA$/);
  const results = page.getByRole("region", { name: "Screener results" });
  await expect
    .poll(async () =>
      (await results.locator("tbody tr td:first-child a").allTextContents())
        .map((text) => text.trim())
        .sort(),
    )
    .toEqual(["MSFT", "NVDA"]);
  await expect(page.getByRole("status").filter({ hasText: /^2 stocks$/ })).toBeVisible();
  await expect(page.getByText("Symbols: MSFT, NVDA")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove the symbols filter" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(symbolsInOrder(page)).toHaveText(["MSFT", "NVDA"]);
});
