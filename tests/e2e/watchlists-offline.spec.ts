import { expect, type Page, test } from "./fixtures";
import { readKeyval } from "./indexed-db";
import { addBySearch, listsOnTheServer, startAsGuest, symbolsInOrder } from "./watchlist-steps";

/**
 * docs/behaviour.md#offline-edits: watchlist edits made while the server cannot be reached (every
 * call to /api fails, as when the server is down behind a proxy) are shown at once, kept through a
 * reload, and sent in order when it answers again, each outcome shown.
 */
test.skip(
  ({ isMobile }) => isMobile,
  "the queue is the same at every width; the watchlist's layout is covered by watchlists.spec.ts",
);

const offlineEdits = (page: Page) => page.getByRole("region", { name: /edits? made offline/i });

/** Every call to the server fails from now on, as when it is down; pages themselves still load. */
const cutTheServer = (page: Page) =>
  page.route("**/api/**", (route) => route.abort("connectionrefused"));

// The server is made unreachable on purpose, and the list an edit names deleted (404) in one test.
test.use({
  provokedErrors: [/net::ERR_CONNECTION_REFUSED|status of 404/],
});

test("edits made with the server unreachable show at once, survive a reload, and reach the server in order when it answers", async ({
  page,
}) => {
  const { userId } = await startAsGuest(page, "/watchlists");
  await addBySearch(page, "AAPL");
  await addBySearch(page, "MSFT");
  await addBySearch(page, "NVDA");

  await cutTheServer(page);
  await page.getByRole("button", { name: "Edit note and target for AAPL" }).click();
  await page.getByLabel("Note", { exact: true }).fill("Written on the train");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: "AAPL" })).toContainText(
    "Written on the train",
  );
  await expect(page.getByRole("status").filter({ hasText: /^Offline — / })).toBeVisible();
  await page.getByRole("button", { name: "Move NVDA", exact: true }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await page.getByRole("button", { name: "Remove MSFT" }).click();
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "NVDA"]);
  await expect(offlineEdits(page)).toContainText("3 edits made offline");

  // Kept on the device: a reload while the server is still away shows the edits, still waiting.
  await expect
    .poll(async () => (await readKeyval(page))[`rq-${userId}`] ?? "", { timeout: 10_000 })
    .toContain("removeSymbol");
  await page.reload();
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "NVDA"]);
  await expect(page.getByRole("row").filter({ hasText: "AAPL" })).toContainText(
    "Written on the train",
  );
  await expect(offlineEdits(page)).toContainText("3 edits made offline");

  // The server answers again: the edits are sent in the order they were made, and each is reported.
  const sent: string[] = [];
  page.on("request", (request) => {
    const procedure = /watchlist\.(updateItem|moveSymbol|removeSymbol)/.exec(request.url())?.[1];
    if (procedure && request.method() === "POST") sent.push(procedure);
  });
  await page.unroute("**/api/**");
  await expect(offlineEdits(page).getByRole("listitem").filter({ hasText: ": saved" })).toHaveCount(
    3,
    { timeout: 20_000 },
  );
  expect(sent).toEqual(["updateItem", "moveSymbol", "removeSymbol"]);
  await expect(
    page.getByRole("status").filter({ hasText: "Your offline edits are saved" }),
  ).toBeVisible();

  // On the server, not only on this device.
  await page.evaluate(() => indexedDB.deleteDatabase("keyval-store"));
  await page.reload();
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "NVDA"]);
  await expect(page.getByRole("row").filter({ hasText: "AAPL" })).toContainText(
    "Written on the train",
  );
});

test("an edit the server refuses when it returns is reported with the reason, and signing out with edits waiting asks first", async ({
  page,
}) => {
  await startAsGuest(page, "/watchlists");
  await addBySearch(page, "AMD");
  const listId = (await listsOnTheServer(page))[0]?.id;

  await cutTheServer(page);
  await page.getByRole("button", { name: "Remove AMD" }).click();
  await expect(offlineEdits(page)).toContainText("1 edit made offline");
  // An import's report is the server's: offline it says so instead of waiting without a word.
  await page.getByRole("button", { name: "Import" }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Symbols" }).fill("NVDA");
  await expect(page.getByText("Importing needs the connection")).toBeVisible();
  await expect(
    page.getByRole("dialog").getByRole("button", { name: "Import", exact: true }),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  const question = page.getByRole("dialog", { name: "Sign out and lose 1 edit?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay signed in" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/watchlists/);

  // Meanwhile the list is deleted elsewhere (another device, straight to the server).
  expect(listId).toBeTruthy();
  const deleted = await page.request.post("/api/trpc/watchlist.delete", {
    headers: { "content-type": "application/json" },
    data: { json: { id: listId } },
  });
  expect(deleted.ok()).toBe(true);

  await page.unroute("**/api/**");
  await expect(
    offlineEdits(page).getByRole("listitem").filter({ hasText: "Remove AMD" }),
  ).toContainText("not saved", { timeout: 20_000 });
  await expect(
    page.getByRole("status").filter({ hasText: "Some offline edits were refused" }),
  ).toBeVisible();
  await offlineEdits(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(offlineEdits(page)).toHaveCount(0);
});

test("edits made offline in two tabs at once are all kept on the device, and the tab left open sends them all", async ({
  page,
  context,
}) => {
  const { userId } = await startAsGuest(page, "/watchlists");
  await addBySearch(page, "AAPL");
  await addBySearch(page, "MSFT");
  await addBySearch(page, "NVDA");
  const second = await context.newPage();
  await second.goto("/watchlists");
  await expect(symbolsInOrder(second)).toHaveText(["AAPL", "MSFT", "NVDA"]);

  // Both tabs lose the server and each removes a symbol: each tab writes the person's whole cache under one key.
  await context.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Remove AAPL" }).click();
  await expect(offlineEdits(page)).toContainText("1 edit made offline");
  const stored = async () => (await readKeyval(second))[`rq-${userId}`] ?? "";
  await expect.poll(stored, { timeout: 10_000 }).toContain("removeSymbol");
  await second.getByRole("button", { name: "Remove MSFT" }).click();
  // The second tab's write kept the first tab's edit on the device, and the second tab took it in.
  await expect
    .poll(async () => (await stored()).match(/"removeSymbol"/g)?.length ?? 0, { timeout: 10_000 })
    .toBe(2);
  await expect(offlineEdits(second)).toContainText("2 edits made offline");

  // The first tab is closed with its edit unsent; the second sends both when the server answers.
  await page.close();
  await context.unroute("**/api/**");
  await expect(
    offlineEdits(second).getByRole("listitem").filter({ hasText: ": saved" }),
  ).toHaveCount(2, { timeout: 20_000 });
  expect((await listsOnTheServer(second))[0]?.symbols).toEqual(["NVDA"]);
});

test("an edit still on its way in one tab when another tab opens is applied once and not listed as made offline", async ({
  page,
  context,
}) => {
  const { userId } = await startAsGuest(page, "/watchlists");
  await addBySearch(page, "AAPL");
  const stored = async () => (await readKeyval(page))[`rq-${userId}`] ?? "";
  await expect.poll(stored, { timeout: 10_000 }).not.toContain("addSymbols");

  // The first tab's next addition is on its way, and its answer is held back: the device keeps it meanwhile.
  let answer: () => void = () => undefined;
  const heldBack = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/trpc/watchlist.addSymbols*", async (route) => {
    await heldBack;
    await route.continue();
  });
  await page.getByRole("combobox", { name: /^Add a symbol to / }).fill("MSFT");
  await expect(page.getByRole("option", { name: /^MSFT\b/ }).first()).toBeVisible();
  await page.getByRole("combobox", { name: /^Add a symbol to / }).press("Enter");
  await expect.poll(stored, { timeout: 10_000 }).toContain("addSymbols");

  // A second tab restores it and sends it: it was never an offline edit, so nothing is listed as one.
  const second = await context.newPage();
  await second.goto("/watchlists");
  await expect(symbolsInOrder(second)).toHaveText(["AAPL", "MSFT"]);
  await expect
    .poll(async () => (await listsOnTheServer(second))[0]?.symbols, { timeout: 10_000 })
    .toEqual(["AAPL", "MSFT"]);
  await expect(offlineEdits(second)).toHaveCount(0);

  // The first tab's own request then arrives: applied once, and neither tab lists anything.
  const arrived = page.waitForResponse(
    (response) => response.url().includes("watchlist.addSymbols") && response.ok(),
  );
  answer();
  await arrived;
  await expect
    .poll(async () => (await listsOnTheServer(page))[0]?.symbols)
    .toEqual(["AAPL", "MSFT"]);
  await expect(offlineEdits(page)).toHaveCount(0);
  await expect(offlineEdits(second)).toHaveCount(0);
});

test("leaving right after an offline edit never loses it without a word: it is on the device, or the browser asks first", async ({
  page,
  context,
}) => {
  const { userId } = await startAsGuest(page, "/watchlists");
  await addBySearch(page, "AAPL");
  await addBySearch(page, "MSFT");
  await addBySearch(page, "NVDA");
  await context.route("**/api/**", (route) => route.abort("connectionrefused"));
  // Two edits in a moment: the second comes within the one write per second the device allows.
  await page.getByRole("button", { name: "Move NVDA", exact: true }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await page.keyboard.press("Alt+ArrowUp");
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss(); // "Stay on page"
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed() || asked.length > 0).toBe(true);
  // Either the page asked (and, staying, keeps both edits a moment later), or it wrote them as it closed.
  const reader = page.isClosed() ? await context.newPage() : page;
  if (reader !== page) await reader.goto("/watchlists");
  else expect(asked).toEqual(["beforeunload"]);
  await expect
    .poll(
      async () =>
        ((await readKeyval(reader))[`rq-${userId}`] ?? "").match(/"moveSymbol"/g)?.length ?? 0,
      { timeout: 10_000 },
    )
    .toBe(2);
});
