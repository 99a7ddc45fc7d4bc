import { register } from "./account-steps";
import { expect, type Page, test } from "./fixtures";
import { readKeyval } from "./indexed-db";

/**
 * docs/behaviour.md#sessions, "Sign-out": the person's persisted cache `rq-{userId}` is deleted
 * before the server is told (so a sign-out the server never hears of still leaves nothing of them
 * on the device), and the browser then lands on `/`. The server's sign-out request is held while
 * the device is read, so what is read is the device at the moment the server is told.
 */
/** The id the session endpoint names, or null for no session. */
async function currentUserId(page: Page): Promise<string | null> {
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user?: { id: string };
  };
  return session.user?.id ?? null;
}

test("sign-out deletes rq-{userId} before it tells the server, then lands on /", async ({
  page,
}) => {
  const email = await register(page, "order");
  const id = await currentUserId(page);
  expect(id).not.toBeNull();
  await expect
    .poll(async () => (await readKeyval(page))[`rq-${id}`] ?? "", { timeout: 10_000 })
    .toContain(email);

  let keysWhenServerTold: string[] | null = null;
  await page.route("**/api/auth/signout", async (route) => {
    keysWhenServerTold = Object.keys(await readKeyval(page));
    await route.continue();
  });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(keysWhenServerTold, "the server was told of the sign-out").not.toBeNull();
  expect(keysWhenServerTold).not.toContain(`rq-${id}`);
  expect(await currentUserId(page)).toBeNull();
});
