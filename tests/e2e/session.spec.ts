import { PASSWORD, register, uniqueEmail } from "./account-steps";
import { expect, type Page, takeOut, test } from "./fixtures";
import { readKeyval } from "./indexed-db";

test.describe.configure({ mode: "serial" });
// One journey per browser context; the persisted cache is what these tests are about, so they run on one width.
test.skip(({ isMobile }) => isMobile, "journeys of the persisted cache run at desktop width");

/** The throttle writes at most once a second (docs/behaviour.md#constants); wait until the entry holds what we expect. */
async function waitForEntry(page: Page, key: string, contains: string) {
  await expect
    .poll(async () => (await readKeyval(page))[key] ?? "", { timeout: 10_000 })
    .toContain(contains);
}

/** Registers a fresh account and waits until the account page shows its address. */
async function registerAndSee(page: Page, prefix: string): Promise<string> {
  const email = await register(page, prefix);
  await expect(page.getByText(email).first()).toBeVisible();
  return email;
}

async function currentUserId(page: Page): Promise<string> {
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

test("a visitor's queries persist under rq-guest", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("status").filter({ hasText: "All systems normal" })).toBeVisible();
  await waitForEntry(page, "rq-guest", "health");
});

test("register: rq-{id} holds the account query and nothing of the visitor; offline shows it; sign-out removes it", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/");
  await waitForEntry(page, "rq-guest", "health");
  const guestEntry = (await readKeyval(page))["rq-guest"]!;

  const email = await registerAndSee(page, "offline");
  const id = await currentUserId(page);
  await waitForEntry(page, `rq-${id}`, email);
  const entry = (await readKeyval(page))[`rq-${id}`]!;
  expect(entry).toContain('"account","me"');
  // Nothing restored from the visitor's cache: every query here was fetched after the sign-in.
  const visitorStamp = /"dataUpdatedAt":(\d+)/.exec(guestEntry)![1]!;
  expect(entry).not.toContain(`"dataUpdatedAt":${visitorStamp}`);

  // The server stops answering /api/* after the page loaded; the person reloads.
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.reload();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(/Offline — showing data from/)).toBeVisible();
  await page.unroute("**/api/**");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect.poll(async () => Object.keys(await readKeyval(page))).not.toContain(`rq-${id}`);
  expect(await page.evaluate(() => localStorage.getItem("marketdesk-identity"))).toBeNull();
  // The server is made unreachable on purpose.
  expect(takeOut(browserErrors, /net::ERR_CONNECTION_REFUSED/)).toBeGreaterThan(0);
});

test("a second person on the same browser never sees the first person's data", async ({ page }) => {
  const first = await registerAndSee(page, "first");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  const second = await registerAndSee(page, "second");
  await expect(page.getByText(first)).toHaveCount(0);
  const id = await currentUserId(page);
  await waitForEntry(page, `rq-${id}`, second);
  const stored = Object.values(await readKeyval(page)).join("\n");
  expect(stored).not.toContain(first);
});

test("continue as guest, then register in place: the same id, now a member", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Guest" })).toBeVisible();
  const guestId = await currentUserId(page);

  const email = uniqueEmail("upgrade");
  await page.goto("/register");
  await expect(
    page.getByText("Everything you saved as a guest stays with your new account."),
  ).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#password-error")).toContainText("too easy to guess");
  expect(takeOut(browserErrors, /status of 400/)).toBeGreaterThan(0); // the refused password
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Free", { exact: true })).toBeVisible();
  expect(await currentUserId(page)).toBe(guestId);
});

test("a wrong password gets the generic message beside the field", async ({
  page,
  browserErrors,
}) => {
  const email = await registerAndSee(page, "wrong");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("#password-error")).toHaveText("Email or password is wrong.");
  expect(takeOut(browserErrors, /status of 401/)).toBeGreaterThan(0); // the refused login
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email).first()).toBeVisible();
});
