import { register } from "./account-steps";
import { expect, test } from "./fixtures";
import { addBySearch, symbolsInOrder } from "./watchlist-steps";

test.skip(({ isMobile }) => isMobile, "one journey, at desktop width");

/**
 * docs/scaling.md#faults: the browser's storage full. Chromium's quota for our origin is set to one
 * byte, so IndexedDB (the offline cache) and the service worker's cache refuse every write, and
 * localStorage is filled to its own cap: the app still works, and nobody is signed out.
 * @see https://chromedevtools.github.io/devtools-protocol/tot/Storage/#method-overrideQuotaForOrigin
 */
test("with the browser's storage full the app works and nobody is signed out", async ({
  page,
  context,
  baseURL,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin: baseURL!, quotaSize: 1 });
  await page.goto("/");
  const filled = await page.evaluate(() => {
    const chunk = "x".repeat(256 * 1024);
    let count = 0;
    try {
      for (; count < 100; count += 1) localStorage.setItem(`storage-full-${count}`, chunk);
    } catch {
      return count;
    }
    return count;
  });
  expect(filled).toBeLessThan(100);
  // The premise: IndexedDB, where the offline cache lives, refuses a write.
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("storage-full-probe");
        open.onupgradeneeded = () => open.result.createObjectStore("probe");
        open.onerror = () => resolve(open.error?.name ?? "refused");
        open.onsuccess = () => {
          const write = open.result.transaction("probe", "readwrite");
          write.objectStore("probe").put("x".repeat(1024 * 1024), "key");
          write.oncomplete = () => resolve("stored");
          write.onabort = () => resolve(write.error?.name ?? "aborted");
        };
      }),
  );
  expect(stored).toBe("QuotaExceededError");

  await register(page, "storage-full");
  await page.goto("/watchlists");
  await addBySearch(page, "AAPL");
  await page.reload();
  await expect(symbolsInOrder(page).filter({ hasText: /^AAPL$/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
  for (const path of ["/screener", "/stocks/AAPL", "/alerts"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user?.email).toMatch(/^storage-full\./);
});
