import { describe, expect, it } from "vitest";
import { pushPayload } from "./push-payload";

const notice = {
  title: "AAPL crossed above 200.00",
  body: "AAPL 201.30",
  symbol: "AAPL",
  path: "/stocks/AAPL",
};

/** docs/alerts.md#web-push: what the service worker shows, within 4 KB once encrypted. */
describe("pushPayload", () => {
  it("carries the title, body, a per-symbol tag and the path", () => {
    expect(JSON.parse(pushPayload(notice))).toEqual({
      title: "AAPL crossed above 200.00",
      body: "AAPL 201.30",
      tag: "alert-AAPL",
      path: "/stocks/AAPL",
    });
  });

  it("shortens a long body with whole characters until it fits", () => {
    for (const body of [
      "x".repeat(10_000),
      "€".repeat(3_000),
      "😀".repeat(2_000),
      "\u0001".repeat(2_000),
    ]) {
      const payload = pushPayload({ ...notice, body });
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(4_096 - 103);
      expect(JSON.parse(payload).body).toMatch(/…$/);
      expect(payload).not.toMatch(/\uFFFD/);
    }
  });

  it("opens only a path on the site", () => {
    expect(JSON.parse(pushPayload({ ...notice, path: "//evil.example" })).path).toBe("/alerts");
    expect(JSON.parse(pushPayload({ ...notice, path: "https://evil.example" })).path).toBe(
      "/alerts",
    );
  });
});
