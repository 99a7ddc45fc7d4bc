import { payInTestMode, register } from "./account-steps";
import { expect, type Page, takeOut, test } from "./fixtures";
import { readKeyval } from "./indexed-db";

// docs/behaviour.md#offline-cache: the subscription queries are persisted per person.
test.skip(({ isMobile }) => isMobile, "the offline cache is the same at every width");

const userIdOf = async (page: Page) =>
  ((await (await page.request.get("/api/auth/session")).json()) as { user: { id: string } }).user
    .id;
const planHeading = (page: Page) => page.getByRole("heading", { name: / plan$/, level: 2 });
/** The account page with the API unreachable: what shows comes from the device. */
async function openAccountOffline(page: Page) {
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.goto("/account");
  await expect(
    page.getByRole("status").filter({ hasText: /^Offline — showing data from/ }),
  ).toBeVisible({ timeout: 20_000 });
}

test("offline, the account page shows the plan from the person's own cache, and another person's never has it", async ({
  page,
  browserErrors,
}) => {
  await register(page, "offline-plan", { timeout: 30_000 });
  const payer = await userIdOf(page);
  await payInTestMode(page, "pro", "year");
  const kept = async (userId: string) => (await readKeyval(page))[`rq-${userId}`] ?? "";
  await expect.poll(() => kept(payer), { timeout: 10_000 }).toContain('"planId":"pro"');
  expect(await kept(payer)).toContain("getCurrentSubscription");

  await openAccountOffline(page);
  await expect(planHeading(page)).toHaveText("Pro plan");
  await expect(page.getByText(/^Renews yearly on /)).toBeVisible();

  await page.unroute("**/api/**");
  await page.goto("/account");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The visitor's cache here never gets the person's plan, though their cookie lived a moment on.
  expect(Object.values(await readKeyval(page)).join("\n")).not.toContain('"planId":"pro"');
  await register(page, "offline-plan-other", { timeout: 30_000 });
  const other = await userIdOf(page);
  await expect(planHeading(page)).toHaveText("Free plan");
  await expect.poll(() => kept(other), { timeout: 10_000 }).toContain("getCurrentSubscription");
  const entries = await readKeyval(page);
  expect(Object.keys(entries)).not.toContain(`rq-${payer}`);
  expect(entries[`rq-${other}`]).not.toContain('"planId":"pro"');

  await openAccountOffline(page);
  await expect(planHeading(page)).toHaveText("Free plan");
  expect(takeOut(browserErrors, /net::ERR_CONNECTION_REFUSED/)).toBeGreaterThan(0); // the API cut off
});
