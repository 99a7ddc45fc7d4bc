import { readFileSync } from "node:fs";
import { MAX_TRPC_BATCH_CALLS } from "@/server/api/trpc-limits";
import { expect, type Page, test } from "./fixtures";

/**
 * docs/security.md, "Input limits": the server refuses a tRPC batch of more than
 * MAX_TRPC_BATCH_CALLS calls. This walks every page of the app as each kind of visitor and keeps
 * the largest batch each one sends, so a page that grows toward the cap fails here first, long
 * before a person meets the refusal. The sizes are printed for the record.
 */
const TRPC_PATH = "/api/trpc/";
const STRONG = "correct horse battery staple";

/** Calls in each tRPC request the page sends: the path names them, comma-separated when batched. */
function recordBatches(page: Page): number[] {
  const sizes: number[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(TRPC_PATH))
      sizes.push(decodeURIComponent(pathname.slice(TRPC_PATH.length)).split(",").length);
  });
  return sizes;
}

/**
 * Deletes the persisted query cache (idb-keyval's database), so the next page asks for all its
 * data at once, as on a first visit: a page restored from the cache batches less, or nothing.
 * From /api/health, a page of our origin where no script of ours holds the database open.
 */
async function forgetPersistedCache(page: Page) {
  await page.goto("/api/health");
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deletion = indexedDB.deleteDatabase("keyval-store");
        deletion.onsuccess = () => resolve();
        deletion.onerror = () => reject(deletion.error);
      }),
  );
}

/** Visits each path with a cold cache, and checks and prints its largest batch once the page has settled. */
async function checkBatches(page: Page, who: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    await forgetPersistedCache(page);
    const sizes = recordBatches(page);
    // Every page asks at least the health query (the offline notice), in the batch its other
    // queries join when the page mounts; wait for that answer, then for the page to go quiet.
    const firstAnswer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(TRPC_PATH),
    );
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await firstAnswer;
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");
    const size = Math.max(0, ...sizes);
    console.log(
      `largest tRPC batch on ${path} (${who}): ${size} call(s) in ${sizes.length} request(s)`,
    );
    expect(size, `${path} as ${who}`).toBeLessThan(MAX_TRPC_BATCH_CALLS);
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const pages = [
  "/",
  "/screener",
  "/screener?preset=top-gainers&sector=Technology&sector=Health+Care&sort=-perf1m&view=performance",
  "/stocks/AAPL",
  "/pricing",
  "/watchlists",
  "/chat",
  "/affiliate",
];

test.describe("tRPC batches stay under the server's cap", () => {
  test("as a visitor", async ({ page }) => {
    await checkBatches(page, "visitor", [...pages, "/login", "/register", "/account"]);
  });

  test("as a registered user", async ({ page }) => {
    await page.goto("/register");
    await page
      .getByLabel("Email")
      .fill(`batches.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByLabel("Password").fill(STRONG);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await checkBatches(page, "registered user", [...pages, "/account"]);
  });

  test("as the demo administrator", async ({ page }) => {
    // `npm start` seeds the embedded demo's admin and keeps the login in the data directory (playwright.config.ts).
    const admin = JSON.parse(readFileSync(".data-e2e/demo-admin.json", "utf8")) as {
      email: string;
      password: string;
    };
    await logIn(page, admin.email, admin.password);
    await checkBatches(page, "administrator", ["/admin/analytics", "/account"]);
  });
});
