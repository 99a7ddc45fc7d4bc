import { uniqueEmail } from "./account-steps";
import { expect, takeOut, test } from "./fixtures";

// Answers of next-auth's route, the same at every width.
test.skip(({ isMobile }) => isMobile, "next-auth's answers are checked at desktop width");

/** What an attacker, a stale link or a bad proxy puts where next-auth reads a return address. */
const HOSTILE_CALLBACK_URLS = [
  "foo:bar",
  "javascript:alert(1)",
  "foo",
  "//evil.example",
  "http://other.example/account",
  `/${"a".repeat(20_000)}`,
  "/\u0001\u0007\u007f\u0085x",
  "\u0000",
  "/%E0%A4%A",
];
const GET_ROUTES = ["session", "csrf", "providers", "signin", "signout", "error", "signin/guest"];
const POST_ROUTES = ["signin/guest", "callback/credentials", "callback/guest", "signout", "_log"];
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * docs/security.md#sessions: no return address, in the query, a POST's body or next-auth's cookie,
 * makes one of next-auth's routes fail (next-auth answered `foo:bar` with a 500); one it cannot
 * parse is a 400 with a sentence.
 */
test("every next-auth route answers hostile callbackUrls without a server error", async ({
  request,
}) => {
  const failures: string[] = [];
  const check = async (
    what: string,
    answer: Promise<{ status(): number; text(): Promise<string> }>,
  ) => {
    const response = await answer;
    if (response.status() >= 500)
      failures.push(`${what}: ${response.status()} ${(await response.text()).slice(0, 120)}`);
  };
  for (const value of HOSTILE_CALLBACK_URLS) {
    const shown = JSON.stringify(value.slice(0, 20));
    const cookies = CALLBACK_COOKIES.map((name) => `${name}=${encodeURIComponent(value)}`);
    for (const route of GET_ROUTES) {
      const url = `/api/auth/${route}`;
      await check(
        `GET ${url}?callbackUrl=${shown}`,
        request.get(url, { params: { callbackUrl: value } }),
      );
      for (const cookie of cookies)
        await check(
          `GET ${url} with ${cookie.slice(0, 40)}`,
          request.get(url, { headers: { cookie } }),
        );
    }
    for (const route of POST_ROUTES) {
      const url = `/api/auth/${route}`;
      const form = { callbackUrl: value, json: "true", csrfToken: "x" };
      await check(`POST ${url} body callbackUrl=${shown}`, request.post(url, { form }));
      await check(
        `POST ${url}?callbackUrl=${shown}`,
        request.post(url, { params: { callbackUrl: value }, form: { json: "true" } }),
      );
    }
  }
  expect(failures).toEqual([]);

  const refused = await request.get("/api/auth/session", { params: { callbackUrl: "foo:bar" } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toMatch(/^callbackUrl must be a page of this site/);
  const stale = await request.get("/api/auth/csrf", {
    headers: { cookie: "next-auth.callback-url=foo%3Abar" },
  });
  expect(stale.status()).toBe(400);
  expect(stale.headers()["set-cookie"]).toMatch(/^next-auth\.callback-url=; Path=\/; Max-Age=0/);
});

test("next-auth's answers are never kept by a cache", async ({ request }) => {
  for (const route of ["session", "csrf", "providers"])
    expect((await request.get(`/api/auth/${route}`)).headers()["cache-control"], route).toBe(
      "private, no-store",
    );
});

/**
 * docs/security.md#input-limits: a sign-in refused by a rate limit (RATE_LIMIT_LOGIN, failed
 * sign-ins per email and IP, 5 in 15 minutes here) is HTTP 429 with Retry-After, and the login
 * form shows the wait.
 */
test("a rate-limited sign-in is a 429 with Retry-After, and the form says why", async ({
  page,
  browserErrors,
}) => {
  const email = uniqueEmail("limited");
  await page.goto("/login");
  // From the page, as the login form signs in: the browser's address is the one counted.
  const signIn = () =>
    page.evaluate(async (address) => {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const answer = await fetch("/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: address, password: "not it", csrfToken, json: "true" }),
      });
      const { url } = (await answer.json()) as { url: string };
      return { status: answer.status, retryAfter: answer.headers.get("retry-after"), url };
    }, email);
  for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn()).status).toBe(401);
  const limited = await signIn();
  expect(limited.status).toBe(429);
  expect(limited.retryAfter).toMatch(/^[1-9]\d*$/);
  expect(decodeURIComponent(limited.url)).toMatch(/error=Too many attempts/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText(/^Too many attempts\. Try again in \d+ minutes?\.$/)).toBeVisible();
  // The refused and then limited sign-ins answer 401 and 429 on purpose.
  expect(takeOut(browserErrors, /status of 401/)).toBe(5);
  expect(takeOut(browserErrors, /status of 429/)).toBeGreaterThan(0);
});
