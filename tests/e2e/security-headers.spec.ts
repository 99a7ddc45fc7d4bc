import { expect, test } from "./fixtures";

/**
 * docs/security.md, "Headers": every kind of response carries the same policy and headers, with a
 * nonce of its own. The server under test is a production build, so HSTS is expected.
 */
const EXPECTED_POLICY: Record<string, string> = {
  "default-src": "'self'",
  "script-src": "'self' 'nonce-{nonce}' 'strict-dynamic'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data: blob:",
  "font-src": "'self'",
  "connect-src": "'self'",
  "worker-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
};

const EXPECTED_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

const NONCE = /'nonce-([A-Za-z0-9+/]+={0,2})'/;

/** The nonce of a policy, after checking every directive of it against the expected policy. */
function checkHeaders(headers: Record<string, string>, what: string): string {
  const policy = headers["content-security-policy"] ?? "";
  const nonce = NONCE.exec(policy)?.[1] ?? "";
  expect(nonce, `${what}: a nonce in the CSP`).not.toBe("");
  const directives = Object.fromEntries(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(" ")]),
  );
  const expected = Object.fromEntries(
    Object.entries(EXPECTED_POLICY).map(([name, sources]) => [
      name,
      sources.replace("{nonce}", nonce),
    ]),
  );
  expect(directives, `${what}: Content-Security-Policy`).toEqual(expected);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS))
    expect(headers[name], `${what}: ${name}`).toBe(value);
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(headers["permissions-policy"], `${what}: Permissions-Policy`).toContain(`${feature}=()`);
  return nonce;
}

const trpcQuery = `/api/trpc/health.status?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: null } }))}`;

test.describe("security headers", () => {
  for (const { what, path, status } of [
    { what: "the overview page", path: "/", status: 200 },
    { what: "the pricing page", path: "/pricing", status: 200 },
    { what: "the health API", path: "/api/health", status: 200 },
    { what: "a tRPC query", path: trpcQuery, status: 200 },
    { what: "next-auth", path: "/api/auth/csrf", status: 200 },
    { what: "analytics flags at /ingest", path: "/ingest/flags/?v=2", status: 200 },
    { what: "the 404 page", path: "/no-such-page", status: 404 },
  ]) {
    test(`${what} (${path.split("?")[0]}) carries them`, async ({ request }) => {
      const response = await request.get(path, { headers: { "x-trpc-source": "react" } });
      expect(response.status()).toBe(status);
      checkHeaders(response.headers(), what);
    });
  }

  test("a capture POST to /ingest carries them", async ({ request }) => {
    const response = await request.post("/ingest/e/", {
      data: {
        api_key: "not-the-token",
        batch: [{ event: "$pageview", properties: { distinct_id: "someone" } }],
      },
    });
    expect(response.status()).toBe(401);
    checkHeaders(response.headers(), "/ingest capture");
  });

  test("an address with a broken %-escape gets a 400 that says so, with the headers, never a bare 500", async ({
    request,
  }) => {
    // Next's router fails to decode such a path and answers a bare 500 without the proxy's
    // headers; scripts/serve.ts answers it first, headers included.
    for (const path of ["/stocks/%E0%A4%A", "/api/trpc/%E0"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toBe("The address has a malformed %-escape.");
      checkHeaders(response.headers(), `a malformed address (${path})`);
    }
  });

  test("a static asset under /_next/static carries them", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "a script of the page").toBeDefined();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    checkHeaders(response.headers(), asset!);
  });

  test("every script of a page carries the nonce of its own response's CSP, and each response has a new one", async ({
    request,
  }) => {
    const nonces: string[] = [];
    for (const path of ["/", "/"]) {
      const response = await request.get(path);
      const nonce = checkHeaders(response.headers(), path);
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe("the policy in the browser", () => {
  test("a page of another site cannot frame the pricing page", async ({ page, baseURL }) => {
    const pricing = `${baseURL}/pricing`;
    await page.route("http://framing-site.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<iframe src="${pricing}" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto("http://framing-site.test/", { waitUntil: "load" });
    // Chromium replaces a frame it refuses to show with its own error document.
    expect(page.frames().map((frame) => frame.url())).toEqual([
      "http://framing-site.test/",
      "chrome-error://chromewebdata/",
    ]);
  });

  test("the shared guard sees a violation in the console", async ({ page, browserErrors }) => {
    await page.goto("/");
    // Injected markup with an event handler, the usual shape of an XSS: no nonce can cover it.
    await page.evaluate(() => {
      document.body.setAttribute("onclick", "document.title = 'injected'");
      document.body.click();
    });
    await expect
      .poll(() => browserErrors.join("\n"))
      .toContain("inline event handler violates the following Content Security Policy directive");
    expect(await page.title()).not.toBe("injected");
    browserErrors.length = 0;
  });
});
