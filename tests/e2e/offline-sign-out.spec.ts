import { register } from "./account-steps";
import { expect, type Page, takeOut, test } from "./fixtures";
import { readKeyval } from "./indexed-db";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the account menu's journeys run at desktop width");

const PENDING = "marketdesk-pending-sign-out";

async function registerNewMember(page: Page, name: string): Promise<{ id: string; email: string }> {
  const email = await register(page, name);
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user: { id: string };
  };
  return { id: session.user.id, email };
}

const pendingSignOut = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PENDING);

test("signing out while the server cannot be reached lands on / at once, and the server is told when it answers", async ({
  page,
  context,
  browserErrors,
}) => {
  const { id, email } = await registerNewMember(page, "offline-sign-out");
  await expect
    .poll(async () => (await readKeyval(page))[`rq-${id}`] ?? "", { timeout: 10_000 })
    .toContain(email);
  const cookies = (await context.cookies()).filter((cookie) =>
    cookie.name.endsWith("next-auth.session-token"),
  );

  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(Object.keys(await readKeyval(page))).not.toContain(`rq-${id}`);
  expect(await page.evaluate(() => localStorage.getItem("marketdesk-identity"))).toBeNull();
  expect(JSON.parse((await pendingSignOut(page)) ?? "null")).toEqual({ userId: id });

  // A reload before the server answers: the cookie still names the person, the device does not.
  await page.reload();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.unroute("**/api/**");
  await page.reload();
  await expect.poll(() => pendingSignOut(page), { timeout: 15_000 }).toBeNull();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  // The session ended on the server: a copy of the old cookie reads as nobody.
  const replayed = await page.request.get("/api/auth/session", {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(((await replayed.json()) as { user?: unknown }).user).toBeUndefined();
  expect(Object.keys(await readKeyval(page))).not.toContain(`rq-${id}`);
  // The server is stopped on purpose.
  expect(takeOut(browserErrors, /net::ERR_CONNECTION_REFUSED/)).toBeGreaterThan(0);
});

test("a pending sign-out of another person never signs out the one signed in now", async ({
  page,
}) => {
  const { id, email } = await registerNewMember(page, "signed-in-since");
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ userId: "someone-who-signed-out-here" })),
    PENDING,
  );
  await page.reload();
  await expect.poll(() => pendingSignOut(page), { timeout: 15_000 }).toBeNull();
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    user?: { id: string };
  };
  expect(session.user?.id).toBe(id);
  await expect(page.getByText(email).first()).toBeVisible();
});
