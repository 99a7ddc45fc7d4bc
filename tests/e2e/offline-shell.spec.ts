import { confirmEmail, register } from "./account-steps";
import { expect, test } from "./fixtures";
import { readKeyval } from "./indexed-db";
import { startStoppableServer, stoppableOrigin, stopStoppableServer } from "./stoppable-server";
import { addBySearch, listsOnTheServer, startAsGuest, symbolsInOrder } from "./watchlist-steps";

/**
 * docs/behaviour.md#offline-shell: with the server stopped altogether (its pages too, not only its
 * API), /watchlists still opens from the service worker's shell and shows the person's lists from
 * their cache on the device; an edit made then reaches the server when it is started again.
 */
test.use({ baseURL: stoppableOrigin, serviceWorkers: "allow" });
// Every test here stops the server on purpose: the browser then logs its refused connections, and
// the service worker's offline page for a page it does not keep answers 503 (src/service-worker/sw.ts).
test.use({ provokedErrors: [/net::ERR_CONNECTION_REFUSED|status of 503/] });
test.skip(
  ({ isMobile }) => isMobile,
  "the shell is the same at every width; the watchlist's layout is covered by watchlists.spec.ts",
);
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000); // a new data folder: migrated and seeded with the demo data first
  await startStoppableServer({ fresh: true });
});
test.afterAll(() => stopStoppableServer());

test("with the server stopped, /watchlists opens with the lists and the notice, and an edit made then reaches the server when it is back", async ({
  page,
}) => {
  const { userId } = await startAsGuest(page, "/watchlists", { timeout: 30_000 });
  await addBySearch(page, "AAPL");
  await addBySearch(page, "NVDA");
  // The worker has kept the shell, and the device the person's lists.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe("activated");
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await caches.keys()).some((name) => name.startsWith("marketdesk-shell-")),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  // Kept with no edit still waiting: both additions were answered.
  await expect
    .poll(async () => (await readKeyval(page))[`rq-${userId}`] ?? "", { timeout: 10_000 })
    .toMatch(/"mutations":\[\][\s\S]*"NVDA"/);

  await stopStoppableServer();
  await page.reload();
  await expect(symbolsInOrder(page)).toHaveText(["AAPL", "NVDA"], { timeout: 15_000 });
  await expect(
    page.getByRole("status").filter({ hasText: /^Offline — showing data from/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Remove AAPL" }).click();
  await expect(symbolsInOrder(page)).toHaveText(["NVDA"]);
  await expect(page.getByRole("region", { name: /edit made offline/ })).toContainText(
    "Remove AAPL",
  );
  await expect
    .poll(async () => (await readKeyval(page))[`rq-${userId}`] ?? "", { timeout: 10_000 })
    .toContain("removeSymbol");
  // Another page of the app, never kept: the worker says so, and leads back to the lists.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Marketdesk can't be reached" })).toBeVisible();
  // Styled as the app is, with no network: the precached stylesheet and the person's theme apply.
  const look = () =>
    page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      heading: getComputedStyle(document.querySelector("h1")!).fontSize,
      button: getComputedStyle(document.querySelector('a[href="/watchlists"]')!).backgroundColor,
    }));
  expect(await look()).toEqual({
    body: "rgb(255, 255, 255)",
    heading: "30px", // text-3xl from 640 px
    button: "rgb(4, 120, 87)",
  });
  await page.evaluate(() => localStorage.setItem("marketdesk-theme", "dark"));
  await page.reload();
  expect((await look()).body, "slate-950 in the dark theme").not.toBe("rgb(255, 255, 255)");
  await page.evaluate(() => localStorage.removeItem("marketdesk-theme"));
  await page.getByRole("link", { name: "Open your watchlists" }).click();
  await expect(symbolsInOrder(page)).toHaveText(["NVDA"], { timeout: 15_000 });

  await startStoppableServer({ fresh: false });
  await expect(
    page
      .getByRole("region", { name: /made offline/ })
      .getByRole("listitem")
      .filter({ hasText: "Remove AAPL" }),
  ).toContainText("saved", { timeout: 30_000 });
  expect((await listsOnTheServer(page))[0]?.symbols).toEqual(["NVDA"]);
});

test("with the server stopped, a chat room read before opens with its messages from the device", async ({
  page,
}) => {
  const email = await register(page, "offline-chat", { timeout: 30_000 });
  await confirmEmail(page, email);
  await page.goto("/chat/general");
  const text = `Read me offline ${Date.now().toString(36)}`;
  const box = page.getByRole("textbox", { name: "Message General" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  // Opened again under the worker's control: it keeps a visitor's copy of the room's page, and the device the messages.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe("activated");
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  const roomKept = () =>
    page.evaluate(async () =>
      Promise.all(
        (await caches.keys())
          .filter((name) => name.startsWith("marketdesk-rooms-"))
          .map(async (name) => Boolean(await (await caches.open(name)).match("/chat/general"))),
      ),
    );
  await expect.poll(async () => (await roomKept()).includes(true), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(async () => Object.values(await readKeyval(page)).some((value) => value.includes(text)), {
      timeout: 10_000,
    })
    .toBe(true);

  await stopStoppableServer();
  await page.reload();
  await expect(page.getByRole("heading", { name: "General", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible({
    timeout: 15_000,
  });
  // A room never opened on this device is not kept: the worker says so.
  await page.goto("/chat/AAPL");
  await expect(page.getByRole("heading", { name: "Marketdesk can't be reached" })).toBeVisible();
});
