import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

/**
 * docs/security.md, "Headers": every kind of response carries the same policy and headers, with a
 * nonce of its own, or, for a page sent from the page cache, its inline scripts' hashes. The server
 * under test is a production build, so HSTS is expected.
 */
const EXPECTED_POLICY: Record<string, string> = {
  "default-src": "'self'",
  "script-src": "{scripts}",
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

/** The hash sources of `html`'s inline scripts, computed here as a browser does, apart from the server's code. */
function inlineScriptHashes(html: string): string {
  const texts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", text = ""]) => text !== "" && !attributes.includes("src="))
    .map(([, , text = ""]) => text);
  return [...new Set(texts)]
    .map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`)
    .join(" ");
}

/**
 * Checks every directive of a response's policy and its other headers. Its scripts are permitted
 * by a nonce, which is returned, or, given the page's `html`, by exactly its inline scripts' hashes.
 */
function checkHeaders(headers: Record<string, string>, what: string, html?: string): string {
  const policy = headers["content-security-policy"] ?? "";
  const nonce = NONCE.exec(policy)?.[1] ?? "";
  if (html === undefined) expect(nonce, `${what}: a nonce in the CSP`).not.toBe("");
  const scripts =
    html === undefined
      ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
      : `'self' ${inlineScriptHashes(html)}`;
  const directives = Object.fromEntries(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(" ")]),
  );
  const expected = Object.fromEntries(
    Object.entries(EXPECTED_POLICY).map(([name, sources]) => [
      name,
      sources.replace("{scripts}", scripts),
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
    { what: "the sign-in page", path: "/login", status: 200 },
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

  test("every script of a rendered page carries the nonce of its own response's CSP, and each response has a new one", async ({
    request,
  }) => {
    const nonces: string[] = [];
    // A cookie of a session, even a forged one, has the page rendered for its request, never cached.
    for (const { path, cookie } of [
      { path: "/login", cookie: "" },
      { path: "/", cookie: "next-auth.session-token=not-a-session" },
    ]) {
      const response = await request.get(path, { headers: { cookie } });
      const nonce = checkHeaders(response.headers(), path);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  for (const path of ["/", "/pricing", "/screener", "/stocks/AAPL", "/map", "/calendar"])
    test(`a visitor's ${path} comes from the page cache: the same bytes for everyone, scripts permitted by hash, no cookie`, async ({
      request,
    }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const html = await first.text();
      checkHeaders(first.headers(), path, html);
      expect(html).not.toContain(" nonce=");
      // A second visitor, whose browser sends a device id and analytics cookies, gets the same page.
      const second = await request.get(path, {
        headers: { cookie: "marketdesk_device=3f2c1a9e-8b7d-4c6e-9f01-23456789abcd; ph_x=1" },
      });
      expect(second.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
      expect(second.headers()["set-cookie"]).toBeUndefined();
      expect(second.headers()["cache-control"]).toBe(
        "public, max-age=0, s-maxage=5, stale-while-revalidate=60",
      );
      const again = await second.text();
      // The same copy, unless the quotes moved it on between the two requests.
      if (second.headers().etag === first.headers().etag) expect(again).toBe(html);
      checkHeaders(second.headers(), path, again);
      const unchanged = await request.get(path, {
        headers: { "if-none-match": second.headers().etag ?? "" },
      });
      expect([304, 200]).toContain(unchanged.status());
      if (unchanged.headers().etag === second.headers().etag) expect(unchanged.status()).toBe(304);
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
