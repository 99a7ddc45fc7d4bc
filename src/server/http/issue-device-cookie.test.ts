import { describe, expect, it } from "vitest";
import { issueDeviceCookie } from "./issue-device-cookie";
import { readDeviceId } from "./read-device-id";

const DEVICE = "3f2c1a9e-8b7d-4c6e-9f01-23456789abcd";
const setCookieOf = (headers: Record<string, string>) =>
  issueDeviceCookie(new Headers({ host: "localhost:3000", ...headers }));

describe("issueDeviceCookie", () => {
  it("gives a browser's page load without a device id a random one for 400 days, HttpOnly", () => {
    const first = setCookieOf({ "sec-fetch-mode": "navigate" });
    expect(first).toMatch(
      /^marketdesk_device=[0-9a-f-]{36}; Max-Age=34560000; Path=\/; HttpOnly; SameSite=lax$/i,
    );
    const id = readDeviceId(new Headers({ cookie: first!.split(";")[0]! }));
    expect(id).not.toBeNull();
    expect(
      readDeviceId(new Headers({ cookie: setCookieOf({ "sec-fetch-mode": "navigate" })! })),
    ).not.toBe(id);
  });

  it("keeps a device id the browser has, and replaces a forged shape", () => {
    const navigate = { "sec-fetch-mode": "navigate" };
    expect(setCookieOf({ ...navigate, cookie: `a=1; marketdesk_device=${DEVICE}` })).toBeNull();
    expect(setCookieOf({ ...navigate, cookie: "marketdesk_device=1' or '1'='1" })).toMatch(
      /^marketdesk_device=[0-9a-f-]{36};/,
    );
  });

  it("gives none to a request that is no page load: a script's fetch, an image, or a bare HTTP client", () => {
    const requests: Array<Record<string, string>> = [
      { "sec-fetch-mode": "cors" },
      { "sec-fetch-mode": "no-cors" },
      {},
    ];
    for (const headers of requests)
      expect(setCookieOf(headers), JSON.stringify(headers)).toBeNull();
  });

  it("marks the cookie Secure when the site is served over HTTPS", () => {
    expect(setCookieOf({ "sec-fetch-mode": "navigate", "x-forwarded-proto": "https" })).toMatch(
      /; Secure/,
    );
  });
});
